// Opens search: tiny on purpose. The dialog's code and Pagefind load on first use, never with the page.
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

async function open() {
  const { openSearch } = await import('./searchDialog.ts');
  openSearch();
}

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented) return;
  const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
  const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
  if (commandK || slash) {
    event.preventDefault();
    void open();
  }
});

document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest('[data-search-open]')) void open();
});
