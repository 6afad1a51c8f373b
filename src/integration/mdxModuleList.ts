import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Astro lists a project's MDX modules in `.astro/content-modules.mjs`, and rewrites the file only when its content
 * store saw the list change. A build after one with other guides (another GUIDES_DIR, the tests) would then render
 * from the other's list, and fail on a guide it does not have: the file is removed first, so each build writes its own.
 */
export function mdxModuleList(): AstroIntegration {
  return {
    name: 'api-reference:mdx-module-list',
    hooks: {
      'astro:config:setup': ({ config, command }) => {
        if (command !== 'build' && command !== 'dev') return;
        rmSync(fileURLToPath(new URL('.astro/content-modules.mjs', config.root)), { force: true });
      },
    },
  };
}
