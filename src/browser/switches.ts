// Switches between panels (a status code's examples, a media type's, a named example): each `[data-switch]` whose
// own `[data-switch-panel]` children are two or more becomes an ARIA tablist — click, arrow keys, Home and End.
// Without JavaScript every panel shows, one below the other.

/** Fired on a switch when the reader picks a panel; `detail` is the panel's `data-switch-name`. */
export const SWITCH_EVENT = 'switch-change';

let counter = 0;

const ownPanels = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-switch-panel]')].filter(
    (panel) => panel.parentElement?.closest('[data-switch]') === container,
  );

export function initSwitches(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-switch]:not([data-switch-ready])')) {
    const panels = ownPanels(container);
    container.dataset.switchReady = '';
    if (panels.length < 2) continue;
    const tabs = document.createElement('div');
    tabs.className = 'sample-tabs switch-tabs';
    tabs.setAttribute('role', 'tablist');
    tabs.setAttribute('aria-label', container.dataset.switchLabel ?? '');
    const buttons = panels.map((panel) => {
      panel.id ||= `switch-panel-${++counter}`;
      const button = document.createElement('button');
      button.type = 'button';
      button.id = `${panel.id}-tab`;
      button.textContent = panel.dataset.switchName ?? '';
      button.setAttribute('role', 'tab');
      button.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', button.id);
      tabs.append(button);
      return button;
    });
    const select = (index: number, announce: boolean) => {
      panels.forEach((panel, i) => (panel.hidden = i !== index));
      buttons.forEach((button, i) => {
        button.setAttribute('aria-selected', String(i === index));
        button.tabIndex = i === index ? 0 : -1;
      });
      if (announce)
        container.dispatchEvent(new CustomEvent(SWITCH_EVENT, { detail: panels[index].dataset.switchName }));
    };
    buttons.forEach((button, index) => {
      button.addEventListener('click', () => select(index, true));
      button.addEventListener('keydown', (event) => {
        const last = buttons.length - 1;
        const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
        if (next === undefined) return;
        event.preventDefault();
        const target = (next + buttons.length) % buttons.length;
        select(target, true);
        buttons[target].focus();
      });
    });
    // A panel shows the tab it belongs to (`reveal`) without knowing the buttons.
    panels.forEach((panel, index) => panel.addEventListener('switch-reveal', () => select(index, true)));
    select(0, false);
    container.classList.add('switched');
    container.prepend(tabs);
  }
}

/** Shows every panel and collapsed level around an element (a field a link leads to). */
export function reveal(element: Element): void {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement) node.open = true;
    if (node instanceof HTMLElement && node.hasAttribute('data-switch-panel') && node.hidden)
      node.dispatchEvent(new CustomEvent('switch-reveal'));
  }
}
