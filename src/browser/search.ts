// Opens search: tiny on purpose. The dialog's code and Pagefind load on first use, never with the page; the
// dialog itself is made here on first use, so that thousands of pages do not each carry its markup.
import { search as words } from 'virtual:site-words';

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

let dialogCode: typeof import('./searchDialog.ts') | undefined;

/** A combobox with its listbox (searchDialog.ts drives them), labelled in the site's language. */
function makeDialog(): HTMLDialogElement {
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, text = '') => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    node.textContent = text;
    return node;
  };
  const dialog = element('dialog', { class: 'search-dialog', 'data-search-dialog': '', 'aria-label': words.dialog });
  const bar = element('div', { class: 'search-bar', role: 'search' });
  bar.append(
    element('label', { for: 'search-input', class: 'visually-hidden' }, words.label),
    element('input', {
      id: 'search-input',
      type: 'text',
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-controls': 'search-results',
      'aria-autocomplete': 'list',
      'aria-describedby': 'search-help',
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder: words.placeholder,
    }),
    element('button', { type: 'button', class: 'search-close', 'data-search-close': '' }, words.close),
  );
  dialog.append(
    bar,
    element('p', { id: 'search-help', class: 'visually-hidden' }, words.help),
    element('p', { class: 'search-status', role: 'status', 'aria-live': 'polite' }),
    element('ul', { id: 'search-results', class: 'search-results', role: 'listbox', 'aria-label': words.results }),
  );
  document.body.append(dialog);
  return dialog;
}

/**
 * The dialog shows and takes focus at once, so keys typed right after `/` land in the field; its code
 * joins it when loaded (at once from the second time on).
 */
function open() {
  if (dialogCode) return dialogCode.openSearch();
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]') ?? makeDialog();
  if (!dialog.open) {
    dialog.showModal();
    dialog.querySelector('input')?.focus();
  }
  void import('./searchDialog.ts').then((code) => {
    dialogCode = code;
    // Closed before the code came (Escape right after `/`): it stays closed until opened again.
    if (dialog.open) code.openSearch();
  });
}

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented) return;
  const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
  const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
  if (commandK || slash) {
    event.preventDefault();
    open();
  }
});

document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest('[data-search-open]')) open();
});
