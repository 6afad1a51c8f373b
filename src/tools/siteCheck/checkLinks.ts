import type { PageFacts } from './pageFacts.ts';
import type { ProblemLog } from './problemLog.ts';

export interface LinkContext {
  /** Every file of the site, relative to its folder. */
  files: Set<string>;
  /** The URL path the site is served under: `/` or `/docs/`. */
  base: string;
  /** The fragments that resolve on a page (parsed on demand for pages outside the checked set). */
  idsOf(page: string): Set<string>;
  /** Link → problem (undefined when it resolves): a navigation repeats the same links on every page. */
  verdicts: Map<string, string | undefined>;
}

const ORIGIN = 'http://site.invalid';
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Checks that every site-internal link of the page leads to an existing file and, with a fragment, to an id there. */
export function checkPageLinks(facts: PageFacts, context: LinkContext, problems: ProblemLog): number {
  const pageUrl = new URL(context.base + facts.page.split('/').map(encodeURIComponent).join('/'), ORIGIN);
  const documentBase = facts.baseHref === undefined ? pageUrl : safeUrl(facts.baseHref.trim(), pageUrl);
  if (!documentBase || documentBase.origin !== ORIGIN) return 0;
  const seen = new Set<string>();
  for (const link of facts.links) {
    const value = link.value.trim();
    if (value === '' || value === '#' || SCHEME.test(value) || value.startsWith('//')) continue;
    if (seen.has(value)) continue;
    seen.add(value);
    // An absolute path means the same on every page; anything else depends on the page's URL.
    const cacheKey = value.startsWith('/') ? value : `${documentBase.href} ${value}`;
    let problem = context.verdicts.get(cacheKey);
    if (problem === undefined && !context.verdicts.has(cacheKey)) {
      problem = linkProblem(value, documentBase, context);
      context.verdicts.set(cacheKey, problem);
    }
    if (problem) problems.addOnPage(`${link.attribute} "${value}": ${problem}`, facts.page);
  }
  return seen.size;
}

function linkProblem(value: string, documentBase: URL, context: LinkContext): string | undefined {
  const url = safeUrl(value, documentBase);
  if (!url) return 'not a valid URL';
  const path = safeDecode(url.pathname);
  if (path === undefined) return 'the path is not valid percent-encoding';
  const base = context.base;
  if (!path.startsWith(base) && path + '/' !== base) return `${path} is outside the site's base ${base}`;
  const target = targetFile(path.slice(base.length), context.files);
  if (!target) return `no page or file at ${path}`;
  const fragment = safeDecode(url.hash.slice(1));
  if (!fragment || !target.endsWith('.html')) return undefined;
  if (context.idsOf(target).has(fragment) || fragment === 'top') return undefined;
  return `no id "${fragment}" on ${target}`;
}

/** `a/b/` → `a/b/index.html`; `a/b` → `a/b` itself, `a/b.html` or `a/b/index.html`. */
export function targetFile(relative: string, files: Set<string>): string | undefined {
  if (relative === '' || relative.endsWith('/')) {
    const index = `${relative}index.html`;
    return files.has(index) ? index : undefined;
  }
  return [relative, `${relative}.html`, `${relative}/index.html`].find((candidate) => files.has(candidate));
}

function safeUrl(value: string, base: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
