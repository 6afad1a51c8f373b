import { load as parseYaml } from 'js-yaml';
import { findDocuments } from '../pipeline/1-load/sourceFiles.ts';
import { buildContext } from '../context/buildContext.ts';
import { placeDocuments } from '../pipeline/1-load/versionFolders.ts';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A guide's front matter (a YAML mapping) and the text after it; a broken one throws, naming the file. */
export function splitFrontmatter(file: string, source: string): { data: Record<string, unknown>; body: string } {
  const match = FRONTMATTER.exec(source);
  let data: unknown;
  try {
    data = match ? (parseYaml(match[1]) ?? {}) : {};
  } catch (error) {
    throw new Error(`${file}: invalid frontmatter: ${(error as Error).message}`, { cause: error });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file}: the frontmatter must be a YAML mapping (title, description, order)`);
  }
  return { data: data as Record<string, unknown>, body: source.slice(match?.[0].length ?? 0) };
}

/**
 * The ids of the APIs this site builds (their file names' or version folders' slugs); none when the folder cannot
 * be read.
 */
export function builtDocumentIds(): Set<string> {
  try {
    const { openapiDir, namedDocuments } = buildContext();
    return new Set(
      placeDocuments(openapiDir, findDocuments(openapiDir, namedDocuments)).places.map((place) => place.api),
    );
  } catch {
    return new Set(); // the build reports the missing folder
  }
}

/** Whether a guide ships: it belongs to no document, or to one this site builds. */
export const guideShips = (data: Record<string, unknown>, built: Set<string>): boolean =>
  typeof data.document !== 'string' || built.has(data.document);
