import type { APIRoute } from 'astro';
import { urls } from '../../components/siteUrls.ts';
import type { ApiDocument, Site } from '../../model/model.ts';
import { jsonFeed } from '../../presentation/changeFeeds.ts';
import { canonicalUrl } from '../../publish/canonical.ts';
import { withChanges } from '../../routes/staticPaths.ts';

/** An API's changes as a JSON Feed 1.1, one item per release. */
export const getStaticPaths = withChanges;

export const GET: APIRoute = ({ props }) => {
  const { site, doc } = props as { site: Site; doc: ApiDocument };
  const absolute = (path: string) => canonicalUrl(site.config, path);
  return new Response(jsonFeed({ site, doc, urls, absolute }), {
    headers: { 'content-type': 'application/feed+json; charset=utf-8' },
  });
};
