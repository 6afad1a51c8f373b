import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Loader } from 'astro/loaders';
import { buildContext } from '../context/buildContext.ts';
import { slugify } from '../shared/slug.ts';
import { builtDocumentIds, guideShips, splitFrontmatter } from './guideFrontmatter.ts';
import { fillPlaceholders } from './placeholders.ts';
import { guidePermalinkLabel } from './guideHeadings.ts';

/**
 * The `guides` collection: every `*.md` of the guides folder, with its placeholders filled from the site
 * configuration BEFORE Markdown rendering (so a placeholder inside a highlighted code block is filled too).
 * Astro's glob loader renders the file as written and offers no hook for that, hence this small loader.
 */
export function guidesLoader(): Loader {
  return {
    name: 'guides-loader',
    load: async ({ store, parseData, renderMarkdown, generateDigest, watcher, logger, config: astroConfig }) => {
      const dir = buildContext().guidesDir;
      const sync = async () => {
        const context = buildContext();
        const siteConfig = context.config;
        const built = builtDocumentIds();
        const files = existsSync(dir)
          ? readdirSync(dir)
              .filter((name) => name.endsWith('.md') || name.endsWith('.mdx'))
              .sort()
          : [];
        const seen = new Set<string>();
        for (const name of files) {
          const file = join(dir, name);
          const source = readFileSync(file, 'utf8');
          const { data: frontmatter, body: text } = splitFrontmatter(file, source);
          const mdx = name.endsWith('.mdx');
          // A guide that belongs to one document (the Petstore's Getting started) ships only with it.
          if (!guideShips(frontmatter, built)) {
            logger.info(`${name} left out: its document "${frontmatter.document}" is not one this site builds`);
            continue;
          }
          const id = slugify(basename(name, mdx ? '.mdx' : '.md'));
          if (seen.has(id)) throw new Error(`${file}: another guide already has the address guides/${id}/`);
          seen.add(id);
          // MDX reads `{…}` as code: placeholders are for Markdown guides.
          const { text: body, unfilled } = mdx ? { text, unfilled: [] } : fillPlaceholders(text, siteConfig);
          // The path is part of it: an MDX entry is its file (a guide moved elsewhere is a new module); so are the
          // words the rendering adds, its headings' permalinks in the site's language (guideHeadings.ts).
          const digest = generateDigest(file + body + JSON.stringify(frontmatter) + guidePermalinkLabel('{text}'));
          if (store.get(id)?.digest === digest) continue;
          const data = await parseData({
            id,
            data: { ...frontmatter, unfilled },
            filePath: file,
          });
          const filePath = relative(fileURLToPath(astroConfig.root), file);
          if (mdx) {
            // Compiled by @astrojs/mdx as a module and rendered where the guide is shown (render(), components).
            store.set({ id, data, body, digest, filePath, deferredRender: true });
            continue;
          }
          const rendered = await renderMarkdown(body, { fileURL: pathToFileURL(file) });
          store.set({ id, data, body, rendered, digest, filePath });
        }
        for (const id of store.keys()) if (!seen.has(id)) store.delete(id);
        context.guidesStored = seen.size;
        logger.info(`${seen.size} guide${seen.size === 1 ? '' : 's'} from ${dir}`);
      };
      await sync();
      // A guide that belongs to a document comes and goes with it.
      const documents = buildContext().openapiDir;
      watcher?.add([dir, documents]);
      watcher?.on('all', (_event, path) => {
        if (path.startsWith(dir) || path.startsWith(documents)) void sync();
      });
    },
  };
}
