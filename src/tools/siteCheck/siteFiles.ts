import { readdir } from 'node:fs/promises';
import { sep } from 'node:path';

/** Every file under the site folder, as paths relative to it with `/` separators. */
export async function siteFiles(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const parent = entry.parentPath.slice(distDir.length).split(sep).filter(Boolean);
    files.push([...parent, entry.name].join('/'));
  }
  return files.sort();
}
