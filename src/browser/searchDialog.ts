// The search dialog: Pagefind's JS API behind a combobox (WAI-ARIA pattern: the focus stays in the input,
// arrows move the active result, Enter opens it). Loaded by search.ts on first use.

import { basePath } from '../shared/basePath.ts';
import { keyFilter, searchKey } from '../shared/searchKey.ts';
import { searchResults as words } from 'virtual:site-words';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  /** What labels the result (`kind`, `apiTitle`) among the page's filters (presentation/searchFacts.ts). */
  filters: Record<string, string[] | undefined>;
  /** The page's parts under each heading with an id (the first may be its opening, at the page's own URL). */
  sub_results?: PagefindSubResult[];
}
/** A page found: its id, and what it shows, loaded when it is shown. */
interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** A query, or `null` for every page the filters pick. */
  search(query: string | null, options?: { filters?: object }): Promise<{ results: PagefindResult[] }>;
  debouncedSearch(query: string, options?: object, wait?: number): Promise<{ results: PagefindResult[] } | null>;
}

/** The results shown at first, and added by each "show more". */
const PAGE_SIZE = 12;
// The reference's base (integration/searchIndex.ts): in a user's site, a path below the site's own.
const BASE = basePath(import.meta.env.SEARCH_BASE);

let pagefind: Promise<Pagefind> | undefined;
let groups: Promise<Groups> | undefined;
let wired = false;
let active = -1;

/** One query's results in the order shown, how many of them are in the list, and the page being added. */
interface View {
  query: string;
  results: PagefindResult[];
  shown: number;
  adding?: Promise<void>;
}
let view: View = { query: '', results: [], shown: 0 };

const dialog = () => document.querySelector<HTMLDialogElement>('[data-search-dialog]')!;
const input = () => dialog().querySelector<HTMLInputElement>('input')!;
const list = () => dialog().querySelector<HTMLUListElement>('[role="listbox"]')!;
const status = () => dialog().querySelector<HTMLElement>('.search-status')!;
const moreButton = () => dialog().querySelector<HTMLButtonElement>('[data-search-more]')!;
const options = () => [...list().querySelectorAll<HTMLAnchorElement>('[role="option"]')];

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ `${BASE}pagefind/pagefind.js`).then(async (module: Pagefind) => {
    await module.options({ baseUrl: BASE, excerptLength: 18 });
    await module.init();
    return module;
  });
  return pagefind;
}

export function openSearch() {
  const element = dialog();
  if (!element) return;
  const reopened = wired;
  if (!wired) wire(element);
  if (!element.open) element.showModal();
  input().focus();
  // Reopened, the last query is selected so typing replaces it; the first time, keep what was typed already.
  if (reopened) input().select();
  else if (input().value) void search(input().value);
  // Reopened, the last results stay, the first one active.
  setActive(options().length > 0 ? 0 : -1, false);
  // The groups results are ordered by are read while the reader types the first query.
  loadPagefind()
    .then(groupsOf)
    .catch(() => {
      pagefind = undefined;
      groups = undefined;
      status().textContent = words.unavailable;
    });
}

function wire(element: HTMLDialogElement) {
  wired = true;
  const field = input();
  field.addEventListener('input', () => void search(field.value));
  field.addEventListener('keydown', onKeydown);
  element.addEventListener('click', (event) => {
    // A click on the backdrop (the dialog itself, outside its box) or on the close button closes.
    if (event.target === element || (event.target as Element).closest('[data-search-close]')) element.close();
  });
  const results = list();
  // The focus stays in the field (the options are its active descendants): the scrolling list takes no Tab stop.
  results.tabIndex = -1;
  results.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]');
    if (option) setActive(options().indexOf(option), false);
  });
  // Scrolled to its end, the list shows more; so does the button below it, by mouse or keyboard.
  results.addEventListener(
    'scroll',
    () => {
      if (results.scrollTop + results.clientHeight >= results.scrollHeight - 40) void showMore();
    },
    { passive: true },
  );
  const more = document.createElement('button');
  more.type = 'button';
  more.className = 'search-more';
  more.dataset.searchMore = '';
  more.hidden = true;
  more.addEventListener('click', () => void showMoreAndGo());
  results.after(more);
}

function onKeydown(event: KeyboardEvent) {
  const count = options().length;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (count === 0) return;
    // Down from the last result shown brings the next ones, when there are more.
    if (event.key === 'ArrowDown' && active === count - 1 && view.shown < view.results.length)
      return void showMoreAndGo();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
  } else if (event.key === 'Enter') {
    event.preventDefault();
    const option = options()[Math.max(active, 0)];
    if (option) option.click();
  }
}

function setActive(index: number, scroll = true) {
  const all = options();
  active = index;
  all.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
  const current = all[index];
  if (current) {
    input().setAttribute('aria-activedescendant', current.id);
    if (scroll) current.scrollIntoView({ block: 'nearest' });
  } else input().removeAttribute('aria-activedescendant');
}

async function search(query: string) {
  const text = query.trim();
  if (!text) return show(text, []);
  let api: Pagefind;
  try {
    api = await loadPagefind();
  } catch {
    return;
  }
  const found = await api.debouncedSearch(text, {}, 120);
  if (!found) return; // a newer query superseded this one
  const key = searchKey(text);
  const [named, pages] = await Promise.all([api.search(null, { filters: { [keyFilter(key)]: key } }), groupsOf(api)]);
  if (input().value.trim() !== text) return;
  await show(text, order(found.results, named.results, pages));
}

/** The pages each rule of the order picks, as Pagefind's filters say: read once, they hold for every query. */
interface Groups {
  operations: Set<string>;
  models: Set<string>;
  /** On a site of several APIs, the pages of the one the reader is on (and those of no API in particular). */
  here?: Set<string>;
}

function groupsOf(api: Pagefind): Promise<Groups> {
  const pages = async (filters: object) =>
    new Set((await api.search(null, { filters })).results.map((page) => page.id));
  const current = document.querySelector<HTMLElement>('[data-search-api]')?.dataset.searchApi;
  groups ??= Promise.all([
    pages({ kind: { any: ['operation', 'webhook'] } }),
    pages({ kind: 'schema' }),
    current ? pages({ api: current }) : undefined,
  ]).then(([operations, models, here]) => ({ operations, models, here }));
  return groups;
}

/**
 * The order results are shown in: the pages the query names exactly (a title, an operationId, a method and path,
 * a path), then operations and webhooks, then models, then the rest; on a site of several APIs, each of these
 * for the reader's API first. Pagefind's ranking orders each group.
 */
function order(found: PagefindResult[], named: PagefindResult[], groups: Groups): PagefindResult[] {
  const exact = new Set(named.map((page) => page.id));
  const seen = new Set(found.map((page) => page.id));
  const rank = ({ id }: PagefindResult) =>
    (exact.has(id) ? 0 : 6) +
    (!groups.here || groups.here.has(id) ? 0 : 3) +
    (groups.operations.has(id) ? 0 : groups.models.has(id) ? 1 : 2);
  // Array sort is stable: Pagefind's order stays within each group.
  return [...found, ...named.filter((page) => !seen.has(page.id))].sort((a, b) => rank(a) - rank(b));
}

/** A query's results: their count, and the first of them in the list. */
async function show(query: string, results: PagefindResult[]) {
  const current: View = { query, results, shown: 0 };
  view = current;
  await showMore();
  if (view !== current) return;
  list().scrollTop = 0;
  status().textContent = query ? words.count(results.length, query) : '';
  input().setAttribute('aria-expanded', String(results.length > 0));
  setActive(results.length > 0 ? 0 : -1, false);
}

/** Adds the next results to the list (the first replace it), once at a time; resolves when they are in. */
function showMore(): Promise<void> {
  const current = view;
  current.adding ??= (async () => {
    const next = current.results.slice(current.shown, current.shown + PAGE_SIZE);
    const data = await Promise.all(next.map((result) => result.data()));
    if (view !== current) return; // a newer query's results took the list
    const items = data.map((result, i) =>
      renderResult(bestSection(result, current.query), current.shown + i, current.results.length),
    );
    if (current.shown === 0) list().replaceChildren(...items);
    else list().append(...items);
    current.shown += next.length;
    const more = moreButton();
    more.hidden = current.shown >= current.results.length;
    more.textContent = words.more(current.shown, current.results.length);
  })().finally(() => (current.adding = undefined));
  return current.adding;
}

/** "Show more" asked for by the reader: the first new result becomes the active one, the focus back in the field. */
async function showMoreAndGo() {
  const first = view.shown;
  await showMore();
  input().focus();
  if (options().length > first) setActive(first);
}

/**
 * A page found by the words of one of its sections (a guide's, an overview's) opens at that section: the part with
 * the most matches, unless that is the page's opening or the page's title has every word of the query. The result
 * then names the section after the page.
 */
export function bestSection(result: PagefindResultData, query: string): PagefindResultData {
  const pageTitle = (result.meta.title ?? '').toLowerCase();
  const namesThePage = query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => pageTitle.includes(word));
  if (namesThePage) return result;
  const parts = result.sub_results ?? [];
  const best = parts.reduce<PagefindSubResult | undefined>(
    (top, part) => (!top || part.locations.length > top.locations.length ? part : top),
    undefined,
  );
  if (!best?.locations.length || !best.url.includes('#')) return result;
  const title = `${result.meta.title ?? result.url} › ${best.title}`;
  return { ...result, url: best.url, excerpt: best.excerpt, meta: { ...result.meta, title } };
}

/** One result; `total` tells assistive technology how many there are, though only some are in the list. */
function renderResult(result: PagefindResultData, index: number, total: number): HTMLLIElement {
  const li = document.createElement('li');
  li.setAttribute('role', 'presentation');
  const a = document.createElement('a');
  a.href = result.url;
  a.id = `search-result-${index}`;
  a.setAttribute('role', 'option');
  a.setAttribute('aria-selected', 'false');
  a.setAttribute('aria-posinset', String(index + 1));
  a.setAttribute('aria-setsize', String(total));
  a.tabIndex = -1;
  const kind = result.filters.kind?.[0] ?? 'page';
  const head = document.createElement('span');
  head.className = 'search-result-head';
  if (result.meta.method) {
    const method = document.createElement('span');
    method.className = `method method-${result.meta.method.toLowerCase()}`;
    method.textContent = result.meta.method;
    head.append(method);
  } else {
    const badge = document.createElement('span');
    badge.className = 'search-kind';
    badge.textContent = words.kinds[kind] ?? words.page;
    head.append(badge);
  }
  const { method, path } = result.meta;
  // An operation titled by its method and path (no summary) is titled by its path beside the method's badge, and a
  // webhook by its name: the path is not said again beneath.
  const named = result.meta.title ?? result.url;
  const byPath = path !== undefined && (named === path || named === `${method} ${path}`);
  const title = document.createElement('span');
  title.className = 'search-result-title';
  title.textContent = byPath ? path : named;
  head.append(title);
  a.append(head);
  if (path && !byPath) {
    const line = document.createElement('code');
    line.className = 'search-result-path';
    line.textContent = path;
    a.append(line);
  }
  const apiTitle = result.filters.apiTitle?.[0];
  if (apiTitle) {
    const api = document.createElement('span');
    api.className = 'search-result-api';
    api.textContent = apiTitle;
    a.append(api);
  }
  const excerpt = document.createElement('span');
  excerpt.className = 'search-result-excerpt';
  // Pagefind's excerpt is the page's text, escaped by Pagefind, with <mark> around the matched words.
  excerpt.innerHTML = result.excerpt;
  a.append(excerpt);
  li.append(a);
  return li;
}
