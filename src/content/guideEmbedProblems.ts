import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load as parseYaml } from 'js-yaml';
import type { Site } from '../model/model.ts';
import { guidesDir } from './guidesLoader.ts';
import { embedsIn, resolveEmbed } from './guideReferences.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The MDX guides that embed the reference, with their text and the document they belong to. */
export function guidesWithEmbeds(): { file: string; text: string; document?: string }[] {
  const dir = guidesDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const file = join(dir, name);
      const text = readFileSync(file, 'utf8');
      const frontmatter = FRONTMATTER.exec(text);
      let document: unknown;
      try {
        document = frontmatter ? (parseYaml(frontmatter[1]) as { document?: unknown } | null)?.document : undefined;
      } catch {
        document = undefined; // the guides loader reports a broken front matter
      }
      return { file, text, document: typeof document === 'string' ? document : undefined };
    })
    .filter((guide) => embedsIn(guide.text).length > 0);
}

/**
 * Every embed of the reference that names nothing of it, as `file:line:column: <Tag …>: what is wrong`: checked
 * before the build writes anything, as documents are. Guides of a document the site does not build are left out.
 */
export function guideEmbedProblems(site: Site, guides = guidesWithEmbeds()): string[] {
  return guides
    .filter((guide) => !guide.document || site.documents.some((doc) => doc.id === guide.document))
    .flatMap((guide) =>
      embedsIn(guide.text).flatMap((tag) => {
        const result = resolveEmbed(site, tag, guide.document);
        const where = `${relative(process.cwd(), guide.file)}:${tag.line}:${tag.column}`;
        return 'problem' in result ? [`${where}: ${tag.source}: ${result.problem}`] : [];
      }),
    );
}
