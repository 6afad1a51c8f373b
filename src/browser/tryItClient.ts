/**
 * The try-it panel: Scalar's API client modal, opened on one operation. src/integration/tryItBundle.ts bundles this
 * module with everything it imports (Vue, the client, its CSS as client.css beside client.js); a page imports
 * the bundle only when the reader opens try-it.
 */
// First: zod is told not to probe for eval before any of the client's modules load.
import './zodJitless.ts';
import { createApiClientModal, type ApiClientModal } from '@scalar/api-client/modal';
import { createWorkspaceStore } from '@scalar/workspace-store/client';
import '@scalar/api-client/style.css';
import { watch } from 'vue';

export interface TryItTarget {
  /** URL of the site's JSON copy of the document (`openapi.json` beside the overview). */
  documentUrl: string;
  method: string;
  path: string;
  /** Where focus goes back when the reader closes the client (the "Try it" button). */
  returnFocus?: HTMLElement;
}

const DOCUMENT_NAME = 'api';
const clients = new Map<string, Promise<ApiClientModal>>();

export async function openTryIt({ documentUrl, method, path, returnFocus }: TryItTarget): Promise<void> {
  let client = clients.get(documentUrl);
  if (!client) {
    client = createClient(documentUrl);
    clients.set(documentUrl, client);
    client.catch(() => clients.delete(documentUrl));
  }
  const modal = await client;
  modal.open({ documentSlug: DOCUMENT_NAME, path, method: method.toLowerCase() });
  if (returnFocus) {
    const stop = watch(
      () => modal.modalState.open,
      (open) => {
        if (open) return;
        stop();
        returnFocus.focus();
      },
    );
  }
}

async function createClient(documentUrl: string): Promise<ApiClientModal> {
  const [response] = await Promise.all([fetch(documentUrl), loadStylesheet()]);
  if (!response.ok) throw new Error(`try it: ${documentUrl} answered ${response.status}`);
  const workspaceStore = createWorkspaceStore();
  await workspaceStore.addDocument({ name: DOCUMENT_NAME, document: await response.json() });
  const servers = (workspaceStore.workspace.documents[DOCUMENT_NAME] as { servers?: { url: string }[] }).servers;
  if (servers?.[0]) workspaceStore.updateDocument(DOCUMENT_NAME, 'x-scalar-selected-server', servers[0].url);

  const el = document.createElement('div');
  el.className = 'try-it-client';
  document.body.append(el);
  followSiteTheme(el);
  // No proxy: requests go straight from the browser to the API's server. Telemetry and web fonts belong to
  // the full API reference; the modal has neither.
  return createApiClientModal({ el, workspaceStore, options: { hideClientButton: true } });
}

/** The bundle's CSS (the `import` above is extracted there), loaded before the modal renders. */
function loadStylesheet(): Promise<void> {
  const href = import.meta.url.replace(/client\.js([?#].*)?$/, 'client.css');
  if (href === import.meta.url || document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  return new Promise((done, fail) => {
    link.onload = () => done();
    link.onerror = () => fail(new Error(`try it: cannot load ${href}`));
    document.head.append(link);
  });
}

/** Scalar themes with `light-mode` / `dark-mode` classes; the site with `html[data-theme]`. */
function followSiteTheme(el: HTMLElement): void {
  const apply = () => {
    const dark = document.documentElement.dataset.theme === 'dark';
    el.classList.toggle('dark-mode', dark);
    el.classList.toggle('light-mode', !dark);
  };
  apply();
  new MutationObserver(apply).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}
