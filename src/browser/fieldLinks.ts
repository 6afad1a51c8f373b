// Links to fields: opening `#request-body.address.city` opens the collapsed levels (and tabs) around the row and
// scrolls to it; a field's link control copies its address; expand-all / collapse-all opens every nested level.
import { reveal } from './switches.ts';

function showTarget(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id && document.getElementById(id);
  if (!target) return;
  reveal(target);
  target.scrollIntoView({ block: 'start' });
}

export function initFieldLinks(): void {
  showTarget();
  addEventListener('hashchange', showTarget);

  // One live region says "Link copied" (its words are on the article: `data-link-copied`) for every field link.
  const status = document.createElement('span');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  document.body.append(status);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a.field-link')) {
    link.addEventListener('click', async (event) => {
      event.preventDefault();
      history.replaceState(null, '', link.hash);
      showTarget();
      try {
        await navigator.clipboard.writeText(link.href);
        const words = link.closest<HTMLElement>('[data-link-copied]')?.dataset.linkCopied ?? '';
        status.textContent = words;
        link.dataset.copied = words;
        setTimeout(() => {
          status.textContent = '';
          delete link.dataset.copied;
        }, 1500);
      } catch {
        // The address bar holds the link: copying is a convenience.
      }
    });
  }

  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-expand-all]')) {
    const scope = button.closest('[data-fields]');
    if (!scope) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      for (const details of scope.querySelectorAll('details.nested')) (details as HTMLDetailsElement).open = open;
      button.setAttribute('aria-expanded', String(open));
      button.textContent = open ? (button.dataset.collapse ?? '') : (button.dataset.expand ?? '');
    });
  }
}
