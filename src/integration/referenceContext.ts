import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import type { AstroIntegration } from 'astro';
import { ConfigError } from '../config/loadSiteConfig.ts';
import { guideHeadingAnchors } from '../content/guideHeadings.ts';
import { builtMdxGuides } from '../content/mdxGuides.ts';
import { createBuildContext, type ContextOptions } from '../context/createBuildContext.ts';
import { basePath } from '../shared/basePath.ts';
import { untimedTokenizing } from '../shared/untimedTokenizing.ts';

export interface ApiReferenceOptions {
  /** The folder of OpenAPI documents, from the project's folder (`openapi/`, or what OPENAPI_DIR says). */
  documents?: string;
  /** Where the reference lies below the site's own base (`/api/`); with `wholeSite`, the site's base itself. */
  base?: string;
  /** The site configuration: its file, from the project's folder (site.config.json, or SITE_CONFIG), or its content. */
  config?: string | Record<string, unknown>;
  /**
   * The reference is the whole site (this package's own astro.config.mjs): Astro's base and address are the
   * configuration's, and its guides, Markdown settings, 404 page, sitemap and host files are the site's.
   */
  wholeSite?: boolean;
}

/**
 * The part that makes the build's context from the options, first of all, in `astro:config:setup` (the
 * environment's knobs, config/inputs.ts, where the options say nothing), and `under`: the reference's path below
 * Astro's base, where its routes go ('' for the whole site).
 */
export function referenceContext(options: ApiReferenceOptions): { part: AstroIntegration; under: () => string } {
  let under = '';
  const part: AstroIntegration = {
    name: 'api-reference:context',
    hooks: {
      'astro:config:setup': ({ config, isRestart, updateConfig }) => {
        const root = fileURLToPath(config.root);
        const whole = options.wholeSite === true;
        const siteBase = basePath(config.base);
        const context = contextOrReport(root, isRestart, {
          knobs: {
            openapiDir: options.documents === undefined ? undefined : resolve(root, options.documents),
            siteConfig: typeof options.config === 'string' ? resolve(root, options.config) : undefined,
            base: whole ? options.base : basePath(`${siteBase}${basePath(options.base ?? '').slice(1)}`),
          },
          inline: typeof options.config === 'object' ? options.config : undefined,
          site: whole ? undefined : config.site,
          guides: whole,
        });
        if (!whole) {
          under = context.base.slice(siteBase.length);
          // Its pages are Astro files in node_modules, bundled with the site's rather than loaded by Node.
          updateConfig({ vite: { ssr: { noExternal: ['astro-openapi-reference'] } } });
          return;
        }
        updateConfig({
          base: context.base,
          ...(context.config.site ? { site: context.config.site } : {}),
          markdown: {
            // A guide's headings get their permalinks as the Markdown is rendered, in the site's language.
            processor: satteri({ hastPlugins: [guideHeadingAnchors] }),
            shikiConfig: {
              themes: { light: 'github-light-default', dark: 'github-dark-default' },
              defaultColor: 'light',
              transformers: [untimedTokenizing],
            },
          },
          // MDX guides may embed the reference (src/content/guideReferences.ts); without one to build, no MDX at all.
          integrations: builtMdxGuides().length > 0 ? [mdx()] : [],
        });
      },
    },
  };
  return { part, under: () => under };
}

/**
 * The build's context, or one clean report of what is wrong with the configuration (file:line:column, no stack
 * trace) and exit 1. A dev server that reloads an edited configuration keeps running and shows the report instead.
 */
function contextOrReport(root: string, isRestart: boolean, options: ContextOptions) {
  try {
    return createBuildContext(root, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (isRestart) {
      // Astro keeps the previous configuration and shows this; the place in site.config.json is what matters.
      error.stack = error.message;
      throw error;
    }
    process.stderr.write(`\nerror: ${error.message}\n\n`);
    process.exit(1);
  }
}
