// The theme: three states, "system" (follow prefers-color-scheme, live), "light" and "dark". The inline script
// (inlineScripts.ts) sets `data-theme` (what is shown) and `data-theme-choice` (the reader's choice) on <html>
// before first paint; this file keeps the button's label in step and stores a choice ("system" stores nothing).
import { theme as words } from 'virtual:site-words';

type Choice = 'system' | 'light' | 'dark';
const root = document.documentElement;
const system = matchMedia('(prefers-color-scheme: dark)');
const systemTheme = () => (system.matches ? 'dark' : 'light');
const choice = (): Choice => (root.dataset.themeChoice as Choice | undefined) ?? 'system';

function apply(next: Choice) {
  root.dataset.themeChoice = next;
  root.dataset.theme = next === 'system' ? systemTheme() : next;
  const label = words.label.replace('{state}', words[next]);
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.title = label;
    const text = button.querySelector('.visually-hidden');
    if (text) text.textContent = label;
  }
}

/** Each click shows a change first: system → the other theme → the system's own theme, chosen → system. */
function following(current: Choice): Choice {
  const other = systemTheme() === 'dark' ? 'light' : 'dark';
  if (current === 'system') return other;
  return current === other ? systemTheme() : 'system';
}

apply(choice());

document.addEventListener('click', (event) => {
  if (!(event.target as Element | null)?.closest('[data-theme-toggle]')) return;
  const next = following(choice());
  apply(next);
  try {
    if (next === 'system') localStorage.removeItem('theme');
    else localStorage.setItem('theme', next);
  } catch {
    // Private modes may refuse storage: the choice still holds for this page.
  }
});

system.addEventListener('change', () => {
  if (choice() === 'system') apply('system');
});
