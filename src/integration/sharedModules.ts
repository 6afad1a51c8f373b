import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/**
 * The folders of plain TypeScript that the build's hooks load themselves (the model, the presentation layer, the
 * build context…). None imports Astro's virtual modules (ESLint holds them to it) or asks Vite for anything.
 */
const SHARED = ['changes', 'config', 'context', 'model', 'pipeline', 'presentation', 'shared'];

const SRC = fileURLToPath(new URL('../', import.meta.url));
const shared = (file: string) =>
  file.endsWith('.ts') && SHARED.some((folder) => file.startsWith(`${SRC}${folder}${sep}`));

/**
 * The pages' bundle imports those modules as the hooks do, from their files, rather than carrying copies: one
 * instance of each, so what the pages made for a model (its field trees, responses, lists shown once) is what the
 * twins and the search index use after them, made once and held once.
 */
export function sharedModules(): AstroIntegration {
  return {
    name: 'api-reference:shared-modules',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'build') updateConfig({ vite: { plugins: [externalShared()] } });
      },
    },
  };
}

function externalShared(): Plugin {
  return {
    name: 'api-reference:shared-modules',
    apply: 'build',
    // The pages' bundle only: browser code is bundled whole.
    applyToEnvironment: (environment) => environment.name === 'prerender',
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (!importer || !(source.startsWith('.') || source.startsWith('/'))) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external || !shared(resolved.id)) return null;
        return { id: pathToFileURL(resolved.id).href, external: true };
      },
    },
  };
}
