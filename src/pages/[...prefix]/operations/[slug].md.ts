import type { APIRoute } from 'astro';
import { operationMarkdown } from '../../../presentation/twins/markdownTwins.ts';
import type { ApiDocument, Operation } from '../../../model/model.ts';
import { perItem } from '../../../routes/staticPaths.ts';

/** Each operation's page as Markdown (`operations/<slug>.md`), linked from llms.txt. */
/** Served by `astro dev`; a build writes these files from the model (src/integration/documentFiles.ts). */
export const getStaticPaths = () => (import.meta.env.PROD ? [] : perItem((doc) => doc.operations));

export const GET: APIRoute = ({ props }) => {
  const { doc, item } = props as { doc: ApiDocument; item: Operation };
  return new Response(operationMarkdown(doc, item), { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
};
