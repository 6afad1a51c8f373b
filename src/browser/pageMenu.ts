// "Use this page" (components/page/PageMenu.astro): copy the twin's Markdown, or open it in an assistant with the
// twin's absolute address, which only the browser knows when the site's address is not configured.
import { copy, pageMenu as words } from 'virtual:site-words';

const ASSISTANTS: [label: string, start: string][] = [
  [words.chatgpt, 'https://chatgpt.com/?q='],
  [words.claude, 'https://claude.ai/new?q='],
];

for (const menu of document.querySelectorAll<HTMLElement>('[data-page-menu]')) {
  // The menu's one link is the twin: the browser makes its address absolute.
  const list = menu.querySelector('ul');
  const twin = menu.querySelector('a')?.href;
  if (!list || !twin) continue;
  const item = (child: HTMLElement) => {
    const li = document.createElement('li');
    li.append(child);
    return li;
  };
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = words.copy;
  button.addEventListener('click', async () => {
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      button.textContent = copy.copied;
    } catch {
      button.textContent = copy.failed;
    }
    setTimeout(() => (button.textContent = words.copy), 1500);
  });
  list.prepend(item(button));
  for (const [label, start] of ASSISTANTS) {
    const link = document.createElement('a');
    link.href = `${start}${encodeURIComponent(words.prompt(twin))}`;
    link.rel = 'noopener';
    link.target = '_blank';
    link.textContent = label;
    list.append(item(link));
  }
}
