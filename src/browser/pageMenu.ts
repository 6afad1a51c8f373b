// "Use this page" (components/page/PageMenu.astro): the assistants' links get the twin's absolute address, and
// the copy button puts the twin's Markdown on the clipboard.
import { copy as words } from 'virtual:site-words';

for (const menu of document.querySelectorAll<HTMLElement>('[data-page-menu]')) {
  const twin = new URL(menu.dataset.pageMenu ?? '', location.href).href;
  for (const link of menu.querySelectorAll<HTMLAnchorElement>('[data-ask]')) {
    link.href = (link.dataset.ask ?? '').replace(encodeURIComponent('{url}'), encodeURIComponent(twin));
  }
  const button = menu.querySelector<HTMLButtonElement>('[data-copy-page]');
  button?.addEventListener('click', async () => {
    const label = button.textContent;
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      button.textContent = words.copied;
    } catch {
      button.textContent = words.failed;
    }
    setTimeout(() => (button.textContent = label), 1500);
  });
}
