import type { APIRoute } from 'astro';
import { allGuides, type Guide } from '../../content/guideCollection.ts';

/** Each guide as Markdown (placeholders filled), for llms.txt and readers who want the source. */
export async function getStaticPaths() {
  return (await allGuides()).map((guide) => ({ params: { slug: guide.id }, props: { guide } }));
}

export const GET: APIRoute = ({ props }) => {
  const { guide } = props as { guide: Guide };
  const heading = `# ${guide.data.title}\n\n${guide.data.description ? `> ${guide.data.description}\n\n` : ''}`;
  return new Response(heading + (guide.body ?? '').trim() + '\n', {
    headers: { 'content-type': 'text/markdown; charset=utf-8' },
  });
};
