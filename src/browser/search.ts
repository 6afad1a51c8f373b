// Opens search: tiny on purpose. The dialog's code and Pagefind load on first use, never with the page.
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

let dialogCode: typeof import('./searchDialog.ts') | undefined;

/**
 * The dialog shows and takes focus at once, so keys typed right after `/` land in the field; its code
 * joins it when loaded (at once from the second time on).
 */
function open() {
  if (dialogCode) return dialogCode.openSearch();
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  if (dialog && !dialog.open) {
    dialog.showModal();
    dialog.querySelector('input')?.focus();
  }
  void import('./searchDialog.ts').then((code) => {
    dialogCode = code;
    code.openSearch();
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
