import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
import { hostFiles as hostFilesOf } from '../publish/hostFiles.ts';
import { mergeHostFile } from '../publish/mergeHostFile.ts';

/** Writes CNAME, _redirects and vercel.json into the build output from site.config.json "publish". */
export function hostFiles(): AstroIntegration {
  return {
    name: 'publish-host-files',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        for (const file of hostFilesOf(buildContext().config)) {
          const target = join(outDir, file.path);
          const content = existsSync(target) ? mergeHostFile(file, readFileSync(target, 'utf8'), target) : file.content;
          writeFileSync(target, content);
          logger.info(`wrote ${file.path}`);
        }
      },
    },
  };
}
