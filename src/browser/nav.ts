// Page frame behaviour: the navigation drawer on small screens, and copy buttons on plain code blocks
// (code samples have their own, from CodeSamples).
import { copy as words } from 'virtual:site-words';
import './pageMenu.ts';

const toggle = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
const sidebar = document.getElementById('sidebar');

if (toggle && sidebar) {
  const setOpen = (open: boolean) => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (header)
      document.documentElement.style.setProperty('--header-height', `${header.getBoundingClientRect().bottom}px`);
    toggle.setAttribute('aria-expanded', String(open));
    sidebar.toggleAttribute('data-open', open);
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
