// Page frame behaviour: the header's menus, the navigation drawer on small screens, a navigation title cut short
// shown whole on hover, wide tables reached by the keyboard, and copy buttons on plain code blocks (code samples have
// their own, from CodeSamples).
import { copy as words } from 'virtual:site-words';
import './pageMenu.ts';
import { SWITCH_EVENT } from './switches.ts';

// The header's menus and "Use this page" close on a click elsewhere (so one is open at a time) and on Escape, which
// then closes nothing else (registered before the drawer's).
const openMenus = () => [
  ...document.querySelectorAll<HTMLDetailsElement>('.site-header details[open], [data-page-menu][open]'),
];
document.addEventListener('click', (event) => {
  for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
});
document.addEventListener('keydown', (event) => {
  const menus = openMenus();
  if (event.key !== 'Escape' || menus.length === 0) return;
  for (const menu of menus) {
    menu.open = false;
    if (menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
  }
  event.stopImmediatePropagation();
});

const toggle = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
const sidebar = document.getElementById('sidebar');

if (toggle && sidebar) {
  const setOpen = (open: boolean) => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (header)
      document.documentElement.style.setProperty('--header-height', `${header.getBoundingClientRect().bottom}px`);
    toggle.setAttribute('aria-expanded', String(open));
    sidebar.toggleAttribute('data-open', open);
    // The drawer opens at the current page's entry, a third down, as the sidebar does on a wide screen
    // (SIDEBAR_SCROLL_SCRIPT, which finds it hidden on a narrow one).
    const current = open && sidebar.querySelector('[aria-current="page"]');
    if (current) {
      const top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
      if (top > sidebar.clientHeight - 40) sidebar.scrollTop += top - sidebar.clientHeight / 3;
    }
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  // Anywhere on the page: after a click on the menu button, focus is on the button, not in the drawer.
  document.addEventListener('keydown', (event) => {
    if (
      event.key === 'Escape' &&
      !document.querySelector('dialog[open]') &&
      toggle.getAttribute('aria-expanded') === 'true' &&
      getComputedStyle(toggle).display !== 'none'
    ) {
      setOpen(false);
      toggle.focus();
    }
  });
}

// An entry's title cut short shows whole under the mouse: written on hover, as on every entry of every page it
// would weigh on each page (the entries named by their path carry theirs already).
sidebar?.addEventListener('mouseover', (event) => {
  const title = (event.target as Element).closest('.nav-operation a')?.querySelector('span:not([class])');
  if (title instanceof HTMLElement && !title.title && title.scrollWidth > title.clientWidth)
    title.title = title.textContent ?? '';
});

// A table wider than the screen scrolls in a box of its own (narrow.css), which a keyboard reaches only where it
// can focus it; one that fits is no stop on the way. Looked at again when the window, an open section or a tab
// (a media type's panel, hidden until picked) changes.
let looking = false;
const focusScrolling = () => {
  if (looking) return;
  looking = true;
  requestAnimationFrame(() => {
    looking = false;
    for (const table of document.querySelectorAll<HTMLElement>('.content table:not(.properties, .parameters)')) {
      if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
      else table.removeAttribute('tabindex');
    }
  });
};
focusScrolling();
addEventListener('resize', focusScrolling);
document.addEventListener('toggle', focusScrolling, true);
document.addEventListener(SWITCH_EVENT, focusScrolling, true);

// Printed, collapsed sections print open (print.css leaves the frame out); closed again afterwards.
let closed: HTMLDetailsElement[] = [];
addEventListener('beforeprint', () => {
  closed = [...document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')];
  for (const details of closed) details.open = true;
});
addEventListener('afterprint', () => closed.forEach((details) => (details.open = false)));

for (const pre of document.querySelectorAll<HTMLPreElement>('main pre')) {
  if (pre.closest('[data-code-sample]') || pre.parentElement?.classList.contains('code-block')) continue;
  // A form example shows a field a line; it is sent, and so copied, as one line.
  const form = !!pre.closest('[data-media-type^="application/x-www-form-urlencoded"]');
  const wrapper = document.createElement('div');
  wrapper.className = 'code-block';
  pre.replaceWith(wrapper);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy-button';
  button.textContent = words.copy;
  button.setAttribute('aria-label', words.code);
  button.addEventListener('click', async () => {
    try {
      const text = pre.textContent ?? '';
      await navigator.clipboard.writeText(form ? text.replaceAll('\n', '') : text);
      button.textContent = words.copied;
    } catch {
      button.textContent = words.failed;
    }
    setTimeout(() => (button.textContent = words.copy), 1500);
  });
  wrapper.append(pre, button);
}
