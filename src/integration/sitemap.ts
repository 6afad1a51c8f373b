import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';

/**
 * `sitemap-index.xml` and `sitemap-0.xml` when the site has an address (`site`, or a custom domain: a sitemap
 * needs absolute URLs); nothing otherwise. HTML pages only: the Markdown, JSON, YAML and text files are not pages.
 */
export function sitemapPart(): AstroIntegration {
  const inner = sitemap({ filter: (url) => url.endsWith('/') });
  let enabled = false;
  return {
    name: 'api-reference:sitemap',
    hooks: {
      ...inner.hooks,
      'astro:config:done': async (options) => {
        enabled = Boolean(options.config.site);
        await inner.hooks['astro:config:done']?.(options);
      },
      'astro:build:done': async (options) => {
        if (enabled) await inner.hooks['astro:build:done']?.(options);
      },
    },
  };
}
