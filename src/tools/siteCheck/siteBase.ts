import { safeDecode, targetFile } from './checkLinks.ts';
import type { PageFacts } from './pageFacts.ts';

/**
 * The URL path a built site is served under, read from its pages' links: the path under which most of their
 * site-absolute links (`/docs/_astro/site.css`, `/docs/operations/list-pets/`) name a file of the site. The few
 * that lead elsewhere, to the site in another language (`/docs/` from `/docs/de/`) or to nothing, are outvoted.
 * `/` when no link names a file.
 */
export function findBase(pages: PageFacts[], files: Set<string>): string {
  const bases = new Map<string, string[]>();
  const votes = new Map<string, number>();
  for (const page of pages) {
    for (const { value } of page.links) {
      if (!value.startsWith('/') || value.startsWith('//')) continue;
      let found = bases.get(value);
      if (!found) bases.set(value, (found = basesOf(value, files)));
      for (const base of found) votes.set(base, (votes.get(base) ?? 0) + 1);
    }
  }
  let best = '/';
  for (const [base, count] of votes) if (count > (votes.get(best) ?? 0)) best = base;
  return best;
}

/** Each path `link` may be under, `/`, `/docs/`, `/docs/de/`…, under which it names a file of the site. */
function basesOf(link: string, files: Set<string>): string[] {
  const path = safeDecode(new URL(link, 'http://site.invalid').pathname);
  if (path === undefined) return [];
  const segments = path.split('/').slice(1, -1);
  const bases: string[] = [];
  for (let length = 0; length <= segments.length; length++) {
    const base = `/${segments
      .slice(0, length)
      .map((segment) => `${segment}/`)
      .join('')}`;
    if (targetFile(path.slice(base.length), files)) bases.push(base);
  }
  return bases;
}
