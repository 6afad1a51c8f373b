import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtDocumentIds, guideShips, splitFrontmatter } from './guideFrontmatter.ts';
import { buildContext } from '../context/buildContext.ts';

export interface MdxGuide {
  file: string;
  text: string;
  /** The document it belongs to (front matter `document`). */
  document?: string;
}

/**
 * The MDX guides this site builds, by the loader's rule (guideShips). Without one, the build goes without the MDX
 * integration (it costs a large document's build memory; docs/performance.md).
 */
export function builtMdxGuides(): MdxGuide[] {
  const dir = buildContext().guidesDir;
  if (!existsSync(dir)) return [];
  const built = builtDocumentIds();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .flatMap((name): MdxGuide[] => {
      const file = join(dir, name);
      const text = readFileSync(file, 'utf8');
      let data: Record<string, unknown>;
      try {
        data = splitFrontmatter(file, text).data;
      } catch {
        return []; // the guides loader reports a broken front matter
      }
      if (!guideShips(data, built)) return [];
      return [{ file, text, document: typeof data.document === 'string' ? data.document : undefined }];
    });
}
