import { resolve, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
import { renewBuildContext } from '../context/createBuildContext.ts';
import { showDocumentErrors } from './devDocumentErrors.ts';

/** Editors often write a file in several steps (truncate, write, rename): one reload for the burst. */
const SETTLE_MS = 50;

/**
 * `astro dev`: the OpenAPI documents are not modules, so Vite would not notice an edit, and Astro keeps each
 * route's getStaticPaths() result (which holds the parsed site) until content changes. This part watches the
 * documents' folder; on an edit it clears those cached routes (the same signal Astro's content layer sends)
 * and reloads open pages, and `loadSite()` parses again because the file's modification time changed.
 * An edit of site.config.json restarts the dev server (Astro's own restart, as for astro.config.mjs): the base
 * path, the site address and the integrations depend on it. A document that cannot be built is reported once, as
 * the build reports it, at the save and in the page (devDocumentErrors.ts).
 */
export function devReload(): AstroIntegration {
  return {
    name: 'api-reference:dev-reload',
    hooks: {
      'astro:config:setup': ({ command, addWatchFile, logger }) => {
        if (command !== 'dev') return;
        const { configFile } = buildContext();
        addWatchFile(configFile);
        logger.debug(`watching ${configFile}: an edit restarts the server`);
      },
      'astro:server:setup': ({ server, logger }) => {
        const errors = showDocumentErrors(server, logger);
        const { openapiDir, configFile } = buildContext();
        const folder = resolve(openapiDir);
        const inFolder = (file: string) => resolve(file).startsWith(folder + sep);
        // The configuration may live outside the project (SITE_CONFIG), where Vite watches nothing by itself.
        server.watcher.add([folder, configFile]);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const changed = (file: string) => {
          if (!inFolder(file)) return;
          clearTimeout(timer);
          timer = setTimeout(() => {
            logger.info(`${file.slice(folder.length + 1)} changed: reloading`);
            // A new context: the documents checked, the model and the guides are made again when asked for.
            renewBuildContext(buildContext());
            for (const [name, environment] of Object.entries(server.environments)) {
              if (name !== 'client') environment.hot.send('astro:content-changed', {});
            }
            server.environments.client.hot.send({ type: 'full-reload', path: '*' });
            void errors.check();
          }, SETTLE_MS);
        };
        for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
      },
    },
  };
}
