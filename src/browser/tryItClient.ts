/**
 * The try-it panel: Scalar's API client modal, opened on one operation. src/integration/tryItBundle.ts bundles this
 * module with everything it imports (Vue, the client, its CSS as client.css beside client.js); a page imports
 * the bundle only when the reader opens try-it.
 */
// First: zod is told not to probe for eval before any of the client's modules load.
import './zodJitless.ts';
import { createApiClientModal, type ApiClientModal, type ApiClientOptions } from '@scalar/api-client/modal';
import { createWorkspaceStore, type WorkspaceStore } from '@scalar/workspace-store/client';
import '@scalar/api-client/style.css';
import { watch } from 'vue';
import { rememberedServer, restoreCredentials, saveCredentials, saveServer } from './tryItMemory.ts';

export interface TryItTarget {
  /** URL of the site's JSON copy of the document (`openapi.json` beside the overview). */
  documentUrl: string;
  method: string;
  path: string;
  /** Where focus goes back when the reader closes the client (the "Try it" button). */
  returnFocus?: HTMLElement;
  /** A CORS proxy for APIs that do not answer browsers (`tryIt.proxyUrl` in site.config.json). */
  proxyUrl?: string;
}

const DOCUMENT_NAME = 'api';
const clients = new Map<string, Promise<ApiClientModal>>();

export async function openTryIt({ documentUrl, method, path, returnFocus, proxyUrl }: TryItTarget): Promise<void> {
  let client = clients.get(documentUrl);
  if (!client) {
    client = createClient(documentUrl, proxyUrl);
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
        // After the client's focus trap lets go: it gives focus back to what had it on opening, which is the body
        // when the button was disabled while the client loaded.
        setTimeout(() => returnFocus.focus());
      },
    );
  }
}

async function createClient(documentUrl: string, proxyUrl: string | undefined): Promise<ApiClientModal> {
  const [response] = await Promise.all([fetch(documentUrl), loadStylesheet()]);
  if (!response.ok) throw new Error(`try it: ${documentUrl} answered ${response.status}`);
  // Credentials typed on one operation hold on the next (tryItMemory.ts). The auth store tells its changes to
  // the workspace's plugins only.
  const workspaceStore = createWorkspaceStore({
    plugins: [
      {
        hooks: {
          onWorkspaceStateChanges: (event) => {
            if (event.type === 'auth') saveCredentials(documentUrl, workspaceStore.auth.export());
          },
        },
      },
    ],
  });
  await workspaceStore.addDocument({ name: DOCUMENT_NAME, document: await response.json() });
  rememberServer(workspaceStore, documentUrl);
  const saved = restoreCredentials(documentUrl);
  if (saved) workspaceStore.auth.load(saved as Parameters<WorkspaceStore['auth']['load']>[0]);

  const el = document.createElement('div');
  el.className = 'try-it-client';
  document.body.append(el);
  followSiteTheme(el);
  // Requests go straight from the browser to the API's server unless the site names a proxy. Telemetry and web
  // fonts belong to the full API reference: off (the options are read there, and harmless here).
  const options: ApiClientOptions & { telemetry: false; withDefaultFonts: false } = {
    hideClientButton: true,
    telemetry: false,
    withDefaultFonts: false,
    ...(proxyUrl ? { proxyUrl } : {}),
  };
  return createApiClientModal({ el, workspaceStore, options });
}

type DocumentWithServers = { servers?: { url: string }[]; 'x-scalar-selected-server'?: string };

/** The server the reader chose on an earlier page (when the document still lists it), else the first. */
function rememberServer(store: WorkspaceStore, documentUrl: string): void {
  const doc = () => store.workspace.documents[DOCUMENT_NAME] as DocumentWithServers | undefined;
  const urls = (doc()?.servers ?? []).map((server) => server.url);
  const chosen = rememberedServer(documentUrl, urls) ?? urls[0];
  if (chosen) store.updateDocument(DOCUMENT_NAME, 'x-scalar-selected-server', chosen);
  watch(
    () => doc()?.['x-scalar-selected-server'],
    (url) => {
      if (url) saveServer(documentUrl, url);
    },
  );
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
