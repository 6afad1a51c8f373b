import type { APIRoute } from 'astro';
import { schemaMarkdown } from '../../../presentation/twins/markdownTwins.ts';
import type { ApiDocument, NamedSchema } from '../../../model/model.ts';
import { perItem } from '../../../routes/staticPaths.ts';

/** Each model's page as Markdown (`schemas/<slug>.md`), linked from llms.txt and the operations' Markdown. */
/** Served by `astro dev`; a build writes these files from the model (src/integration/documentFiles.ts). */
export const getStaticPaths = () => (import.meta.env.PROD ? [] : perItem((doc) => doc.schemas));

export const GET: APIRoute = ({ props }) => {
  const { doc, item } = props as { doc: ApiDocument; item: NamedSchema };
  return new Response(schemaMarkdown(doc, item), { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
};
