import type { APIRoute } from 'astro';
import { urlsOf, wordsOf } from '../../../../components/pageLanguage.ts';
import { allGuides, type Guide } from '../../../../content/guideCollection.ts';
import { guideMarkdown } from '../../../../content/guideTwin.ts';
import { buildContext } from '../../../../context/buildContext.ts';
import { languageFolders } from '../../../../routes/staticPaths.ts';

/** Each guide as Markdown (placeholders filled, embeds of the reference written out), for llms.txt and readers. */
export async function getStaticPaths() {
  const guides = await allGuides();
  return languageFolders().flatMap((folder) =>
    guides.map((guide) => ({ params: { language: folder || undefined, slug: guide.id }, props: { guide } })),
  );
}

export const GET: APIRoute = async ({ props, url }) => {
  const { guide } = props as { guide: Guide };
  const heading = `# ${guide.data.title}\n\n${guide.data.description ? `> ${guide.data.description}\n\n` : ''}`;
  const body = guide.filePath?.endsWith('.mdx')
    ? guideMarkdown(wordsOf(url), guide.body ?? '', await buildContext().site(), urlsOf(url), guide.data.document)
    : (guide.body ?? '');
  return new Response(heading + body.trim() + '\n', { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
};
