// Links to fields: opening `#request-body.address.city` opens the collapsed levels (and tabs) around the row, and
// the row's own, and scrolls to it; a field's link control copies its address; expand-all / collapse-all opens
// every nested level.
import { reveal } from './switches.ts';

function showTarget(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id && document.getElementById(id);
  if (!target) return;
  reveal(target);
  // A row's own nested fields open too: "Same fields as …" links lead to a row for the fields below it.
  const own = target.querySelector(':scope > td > details.nested');
  if (own instanceof HTMLDetailsElement) own.open = true;
  target.scrollIntoView({ block: 'start' });
}

export function initFieldLinks(): void {
  showTarget();
  addEventListener('hashchange', showTarget);

  // A link control after the name of every field and parameter row, made here from the row's id: written in the
  // HTML it would weigh a large page down by hundreds of copies. Its words are on the article (`data-link-to`,
  // `data-link-copied`); one live region says "Link copied".
  const status = document.createElement('span');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  document.body.append(status);
  for (const article of document.querySelectorAll<HTMLElement>('article[data-link-to]')) {
    const rows = article.querySelectorAll<HTMLTableRowElement>(
      ':is(table.properties, table.parameters) > tbody > tr[id]',
    );
    for (const row of rows) {
      const name = row.querySelector(':scope > td:first-child > code');
      if (!name) continue;
      const link = document.createElement('a');
      link.className = 'field-link';
      link.href = `#${encodeURI(row.id)}`;
      link.textContent = '#';
      link.setAttribute('aria-label', (article.dataset.linkTo ?? '').replace('{}', row.id));
      name.after(link);
      link.addEventListener('click', async (event) => {
        event.preventDefault();
        history.replaceState(null, '', link.hash);
        showTarget();
        try {
          await navigator.clipboard.writeText(link.href);
          const words = article.dataset.linkCopied ?? '';
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
