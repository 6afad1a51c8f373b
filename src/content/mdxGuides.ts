import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { findDocuments } from '../pipeline/1-load/sourceFiles.ts';
import { openapiDir } from '../pipeline/5-site/loadSite.ts';
import { documentId } from '../shared/slug.ts';
import { guidesDir } from './guidesLoader.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface MdxGuide {
  file: string;
  text: string;
  /** The document it belongs to (front matter `document`). */
  document?: string;
}

/**
 * The MDX guides this site builds: those of a document it builds, or of none. Without one, the build goes without
 * the MDX integration (it costs the build of a large document some 50 MB of memory).
 */
export function builtMdxGuides(): MdxGuide[] {
  const dir = guidesDir();
  if (!existsSync(dir)) return [];
  const guides = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name): MdxGuide => {
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
    });
  if (!guides.some((guide) => guide.document)) return guides;
  let built: Set<string>;
  try {
    built = new Set(findDocuments(openapiDir()).map(documentId));
  } catch {
    built = new Set(); // the build reports the missing folder
  }
  return guides.filter((guide) => !guide.document || built.has(guide.document));
}
