import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtMdxGuides } from '../content/mdxGuides.ts';

/**
 * Astro lists a project's MDX modules in `.astro/content-modules.mjs`, and rewrites the file only when its content
 * store saw the list change. A build after one with other guides (another GUIDES_DIR, the tests) would render from
 * the other's list and fail on a guide it does not have: a list that is not this build's is removed, so Astro
 * writes this build's. A list that is already right stays, for builds running side by side on the same guides.
 */
export function mdxModuleList(): AstroIntegration {
  return {
    name: 'api-reference:mdx-module-list',
    hooks: {
      'astro:config:setup': ({ config, command }) => {
        if (command !== 'build' && command !== 'dev') return;
        const root = fileURLToPath(config.root);
        const file = join(root, '.astro/content-modules.mjs');
        if (!existsSync(file)) return;
        const listed = [...readFileSync(file, 'utf8').matchAll(/^\["([^"]+)",/gm)].map((match) => match[1]).sort();
        const ours = builtMdxGuides()
          .map((guide) => relative(root, guide.file))
          .sort();
        if (listed.join('\n') !== ours.join('\n')) rmSync(file, { force: true });
      },
    },
  };
}
