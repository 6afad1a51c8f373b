import type { APIRoute } from 'astro';
import { urlsOf, wordsOf } from '../../../components/pageLanguage.ts';
import { allGuides } from '../../../content/guideCollection.ts';
import { buildContext } from '../../../context/buildContext.ts';
import { llmsText } from '../../../presentation/twins/llmsText.ts';
import { languageFolders } from '../../../routes/staticPaths.ts';

/** One llms.txt in each language, under its base. */
export const getStaticPaths = () => languageFolders().map((folder) => ({ params: { language: folder || undefined } }));

/**
 * llms.txt: every operation and model with its Markdown twin. Links are absolute when the site has an address
 * (`site`, or a custom domain).
 */
export const GET: APIRoute = async ({ site: origin, url }) => {
  const site = await buildContext().site();
  const guides = (await allGuides()).map((guide) => ({ id: guide.id, ...guide.data }));
  const link = (path: string) => (origin ? new URL(path, origin).href : path);
  return new Response(llmsText(wordsOf(url), site, guides, urlsOf(url), link), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
