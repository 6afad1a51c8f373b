import type { APIRoute } from 'astro';
import { urls } from '../../components/siteUrls.ts';
import type { ApiDocument, Site } from '../../model/model.ts';
import { atomFeed } from '../../presentation/changeFeeds.ts';
import { canonicalUrl } from '../../publish/canonical.ts';
import { withChanges } from '../../routes/staticPaths.ts';

/** An API's changes as an Atom feed, one entry per release. */
export const getStaticPaths = withChanges;

export const GET: APIRoute = ({ props }) => {
  const { site, doc } = props as { site: Site; doc: ApiDocument };
  const absolute = (path: string) => canonicalUrl(site.config, path);
  return new Response(atomFeed({ site, doc, urls, absolute }), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
};
