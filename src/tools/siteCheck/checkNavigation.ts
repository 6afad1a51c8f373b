import type { ExpectedNavigation } from './expectations.ts';
import type { PageFacts } from './pageFacts.ts';
import type { ProblemLog } from './problemLog.ts';

/** Tags with operations appear as `data-nav-tag`, `x-tagGroups` as `data-nav-group`; names as written in the document. */
export function checkNavigation(expected: ExpectedNavigation, pages: PageFacts[], problems: ProblemLog): void {
  const tagPages = firstPageOf(pages, (page) => page.navTags);
  const groupPages = firstPageOf(pages, (page) => page.navGroups);
  for (const tag of expected.requiredTags)
    if (!tagPages.has(tag))
      problems.add(`missing: no [data-nav-tag="${tag}"] on any page, but operations carry the tag`);
  for (const group of expected.requiredGroups)
    if (!groupPages.has(group))
      problems.add(`missing: no [data-nav-group="${group}"] on any page, but x-tagGroups has it`);
  for (const [tag, page] of tagPages) {
    if (!expected.knownTags.has(tag))
      problems.add(`${page}: [data-nav-tag="${tag}"] is not a tag name of the document`);
  }
  for (const [group, page] of groupPages) {
    if (!expected.knownGroups.has(group))
      problems.add(`${page}: [data-nav-group="${group}"] is neither an x-tagGroups name nor a tag of the document`);
  }
}

/** Each value → the first page where it appears. */
function firstPageOf(pages: PageFacts[], valuesOf: (page: PageFacts) => string[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const page of pages) for (const value of valuesOf(page)) if (!first.has(value)) first.set(value, page.page);
  return first;
}
