import type { APIRoute } from 'astro';
import { urlsOf, wordsOf } from '../../../components/pageLanguage.ts';
import type { ApiDocument, Site } from '../../../model/model.ts';
import { changesMarkdown } from '../../../presentation/twins/changesMarkdown.ts';
import { withChanges } from '../../../routes/staticPaths.ts';

/** An API's Changes page as Markdown (`changes.md`), linked from the page and from llms.txt. */
export const getStaticPaths = withChanges;

export const GET: APIRoute = ({ props, url }) => {
  const { site, doc } = props as { site: Site; doc: ApiDocument };
  return new Response(changesMarkdown(wordsOf(url), site, doc, urlsOf(url)), {
    headers: { 'content-type': 'text/markdown; charset=utf-8' },
  });
};
