import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** What the search index read of a page (a Pagefind fragment): its address and its words. */
export interface SearchRecord {
  url: string;
  content: string;
}

/** Where a built site is read from: its folder, or its address on the web. */
export interface SiteSource {
  /** What the user named, for messages. */
  readonly name: string;
  /** A file of the site by the link llms.txt gives it (a path under the site's base, or an address), or nothing. */
  text(link: string): Promise<string | undefined>;
  /** The search index's record of every page, where they can be listed. */
  searchRecords(): SearchRecord[];
}

/** A site built into a folder; its links carry the base path the site is served under, which the folder has not. */
export function folderSource(dir: string): SiteSource {
  const root = resolve(dir);
  if (!existsSync(join(root, 'llms.txt'))) {
    throw new Error(`${root}: no llms.txt here: name the folder a build wrote (default dist/), or --site URL`);
  }
  return {
    name: root,
    async text(link) {
      const path = decodeURIComponent(new URL(link, 'http://site/').pathname);
      const segments = path.split('/').filter(Boolean);
      // The same path without the base's segments: the first that names a file of the folder.
      for (let skip = 0; skip <= segments.length; skip++) {
        const file = join(root, ...segments.slice(skip));
        if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return readFileSync(file, 'utf8');
      }
      return undefined;
    },
    searchRecords() {
      const folder = join(root, 'pagefind', 'fragment');
      if (!existsSync(folder)) return []; // a site built with "search": false
      // A fragment is gzipped JSON after Pagefind's signature.
      return readdirSync(folder).map((name) => {
        const text = gunzipSync(readFileSync(join(folder, name))).toString('utf8');
        const { url, content } = JSON.parse(text.slice(text.indexOf('{'))) as SearchRecord;
        return { url, content };
      });
    },
  };
}

/** A published site: `site` is its address (its base path included). */
export function webSource(site: string): SiteSource {
  const base = new URL(site.endsWith('/') ? site : `${site}/`);
  return {
    name: base.href,
    async text(link) {
      const response = await fetch(new URL(link, base));
      return response.ok ? response.text() : undefined;
    },
    // On the web Pagefind's fragments are found only through its binary index: llms.txt's entries serve alone.
    searchRecords: () => [],
  };
}
