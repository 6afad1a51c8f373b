// The search dialog: Pagefind's JS API behind a combobox (WAI-ARIA pattern: the focus stays in the input,
// arrows move the active result, Enter opens it). Loaded by search.ts on first use.

import { basePath } from '../shared/basePath.ts';
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
  /** The page's parts under each heading with an id (the first may be its opening, at the page's own URL). */
  sub_results?: PagefindSubResult[];
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    wait?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const MAX_RESULTS = 12;
const BASE = basePath(import.meta.env.BASE_URL);

let pagefind: Promise<Pagefind> | undefined;
let wired = false;
let active = -1;

const dialog = () => document.querySelector<HTMLDialogElement>('[data-search-dialog]')!;
const input = () => dialog().querySelector<HTMLInputElement>('input')!;
const list = () => dialog().querySelector<HTMLUListElement>('[role="listbox"]')!;
const status = () => dialog().querySelector<HTMLElement>('.search-status')!;
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
  loadPagefind().catch(() => {
    pagefind = undefined;
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
  list().addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]');
    if (option) setActive(options().indexOf(option), false);
  });
}

function onKeydown(event: KeyboardEvent) {
  const count = options().length;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (count === 0) return;
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
  if (!text) return show([], '');
  let api: Pagefind;
  try {
    api = await loadPagefind();
  } catch {
    return;
  }
  const found = await api.debouncedSearch(text, {}, 120);
  if (!found) return; // a newer query superseded this one
  const data = (await Promise.all(found.results.slice(0, MAX_RESULTS * 2).map((result) => result.data()))).map(
    (result) => bestSection(result, text),
  );
  if (input().value.trim() !== text) return;
  const results = rank(data, text).slice(0, MAX_RESULTS);
  show(results, words.count(results.length, text));
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

/**
 * Pagefind ranks by words; a reader who types an operationId or a path (or `GET /path`) means that operation:
 * the exact operationId or path first, then paths that start with it, then the rest in Pagefind's order.
 */
export function rank(results: PagefindResultData[], query: string): PagefindResultData[] {
  const text = query.trim().toLowerCase();
  const named = results.findIndex((result) => result.meta.operationId?.toLowerCase() === text);
  if (named >= 0) return [results[named], ...results.filter((_, i) => i !== named)];
  const match = /^(?:([a-z]+)\s+)?(\/\S*)$/i.exec(query.trim());
  if (!match) return results;
  const method = match[1]?.toUpperCase();
  const path = match[2].toLowerCase();
  const score = (result: PagefindResultData) => {
    const candidate = result.meta.path?.toLowerCase();
    if (!candidate) return 4;
    const methodScore = method && result.meta.method !== method ? 1 : 0;
    if (candidate === path) return methodScore;
    if (candidate.startsWith(path)) return 2 + methodScore;
    return 3;
  };
  return results
    .map((result, order) => ({ result, order, score: score(result) }))
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .map(({ result }) => result);
}

function show(results: PagefindResultData[], message: string) {
  const ul = list();
  ul.replaceChildren(...results.map(renderResult));
  status().textContent = message;
  input().setAttribute('aria-expanded', String(results.length > 0));
  setActive(results.length > 0 ? 0 : -1, false);
}

function renderResult(result: PagefindResultData, index: number): HTMLLIElement {
  const li = document.createElement('li');
  li.setAttribute('role', 'presentation');
  const a = document.createElement('a');
  a.href = result.url;
  a.id = `search-result-${index}`;
  a.setAttribute('role', 'option');
  a.setAttribute('aria-selected', 'false');
  a.tabIndex = -1;
  const kind = result.meta.kind ?? 'page';
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
  const title = document.createElement('span');
  title.className = 'search-result-title';
  title.textContent = result.meta.title ?? result.url;
  head.append(title);
  a.append(head);
  if (result.meta.path) {
    const path = document.createElement('code');
    path.className = 'search-result-path';
    path.textContent = result.meta.path;
    a.append(path);
  }
  if (result.meta.api) {
    const api = document.createElement('span');
    api.className = 'search-result-api';
    api.textContent = result.meta.api;
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
