// The theme: `data-theme` on <html> is set before first paint by the inline script in Page.astro; this file
// keeps the toggle in step, stores a reader's choice, and follows the system while there is none.
const root = document.documentElement;
const system = matchMedia('(prefers-color-scheme: dark)');

function apply(theme: string) {
  root.dataset.theme = theme;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(theme === 'dark'));
  }
}

function stored(): string | null {
  try {
    return localStorage.getItem('theme');
  } catch {
    return null;
  }
}

apply(root.dataset.theme === 'dark' ? 'dark' : 'light');

document.addEventListener('click', (event) => {
  if (!(event.target as Element | null)?.closest('[data-theme-toggle]')) return;
  const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
  apply(next);
  try {
    localStorage.setItem('theme', next);
  } catch {
    // Private modes may refuse storage: the switch still holds for this page.
  }
});

system.addEventListener('change', (event) => {
  if (!stored()) apply(event.matches ? 'dark' : 'light');
});
