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
import './tryItClient.css';
import { watch } from 'vue';
import { rememberedServer, restoreCredentials, saveCredentials, saveServer } from './tryItMemory.ts';
import { tryItNotes, type NoteWords, type TryItNotes } from './tryItNotes.ts';
import {
  chooseOperationServers,
  documentServerUrls,
  inheritPathServers,
  keepReachableServers,
  offerServers,
  serverUrls,
  withdrawServer,
  type OfferedServer,
} from './tryItServers.ts';

export interface TryItTarget {
  /** URL of the site's JSON copy of the document (`openapi.json` beside the overview). */
  documentUrl: string;
  method: string;
  path: string;
  /** Where focus goes back when the reader closes the client (the "Try it" button). */
  returnFocus?: HTMLElement;
  /** A CORS proxy for APIs that do not answer browsers (`tryIt.proxyUrl` in site.config.json). */
  proxyUrl?: string;
  /** Servers site.config.json adds to this API's (`tryIt.servers`). */
  servers?: OfferedServer[];
  /** The base URL the reader typed under "Your server". */
  customServer?: string;
  /** The site's language (`<html lang>`): Scalar's own words follow it where Scalar has them. */
  locale?: string;
  /** The client's notes, in the site's language. */
  words: NoteWords;
}

/**
 * The languages Scalar's client speaks (@scalar/api-client 3.21). For another (Japanese) it is left in English, as
 * Scalar would show English under the site's `lang`.
 */
const SCALAR_LOCALES = new Set(['en', 'de', 'es', 'fr', 'ar', 'ru', 'pt', 'zh-CN']);
const DOCUMENT_NAME = 'api';

interface Client {
  modal: ApiClientModal;
  notes: TryItNotes;
  useCustomServer: (url: string | undefined) => void;
}
const clients = new Map<string, Promise<Client>>();

export async function openTryIt(target: TryItTarget): Promise<void> {
  const { documentUrl, method, path, returnFocus } = target;
  let client = clients.get(documentUrl);
  if (!client) {
    client = createClient(target);
    clients.set(documentUrl, client);
    client.catch(() => clients.delete(documentUrl));
  }
  const { modal, notes, useCustomServer } = await client;
  notes.reset();
  useCustomServer(target.customServer);
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

async function createClient(target: TryItTarget): Promise<Client> {
  const { documentUrl, proxyUrl, servers = [], customServer, locale, words } = target;
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
  const data = await response.json();
  keepReachableServers(data, location.protocol);
  await workspaceStore.addDocument({ name: DOCUMENT_NAME, document: data });
  // The store's copy, in the OpenAPI 3 form the store makes of any version.
  const doc = () => workspaceStore.workspace.documents[DOCUMENT_NAME] as Record<string, any>;
  inheritPathServers(doc());
  // What the document names itself is never withdrawn, even when the reader types it.
  const named = new Set(serverUrls(doc()));
  offerServers(doc(), customServer ? [...servers, { url: customServer }] : servers);
  rememberServer(workspaceStore, documentUrl);
  const saved = restoreCredentials(documentUrl);
  if (saved) workspaceStore.auth.load(saved as Parameters<WorkspaceStore['auth']['load']>[0]);

  const el = document.createElement('div');
  el.className = 'try-it-client';
  document.body.append(el);
  followSiteTheme(el);
  const notes = tryItNotes(words, doc, proxyUrl);
  // Requests go straight from the browser to the API's server unless the site names a proxy. Telemetry and web
  // fonts belong to the full API reference: off (the options are read there, and harmless here).
  const options: ApiClientOptions & { telemetry: false; withDefaultFonts: false } = {
    hideClientButton: true,
    telemetry: false,
    withDefaultFonts: false,
    customFetch: notes.fetch,
    ...(proxyUrl ? { proxyUrl } : {}),
    ...(locale && SCALAR_LOCALES.has(locale) ? { localization: { locale } } : {}),
  };
  const plugins = [{ components: { request: { component: notes.component } } }] as Parameters<
    typeof createApiClientModal
  >[0]['plugins'];
  const modal = createApiClientModal({ el, workspaceStore, options, plugins });

  // The typed server: offered (above, or now when the reader changes it) and chosen when it is new.
  const added = new Set(servers.map((server) => server.url));
  let custom = customServer;
  const useCustomServer = (url: string | undefined) => {
    if (url === custom) return;
    const chosen = doc()['x-scalar-selected-server'];
    if (custom && !named.has(custom) && !added.has(custom)) withdrawServer(doc(), custom);
    if (url) offerServers(doc(), [{ url }]);
    const offered = documentServerUrls(doc());
    const next = url ?? (chosen === custom ? (rememberedServer(documentUrl, offered) ?? offered[0]) : undefined);
    custom = url;
    chooseServer(workspaceStore, next);
  };
  return { modal, notes, useCustomServer };
}

/** The server the reader chose on an earlier page (when the document still lists it), else the first. */
function rememberServer(store: WorkspaceStore, documentUrl: string): void {
  const doc = () => store.workspace.documents[DOCUMENT_NAME] as Record<string, any> | undefined;
  const urls = documentServerUrls(doc() ?? {});
  chooseServer(store, rememberedServer(documentUrl, urls) ?? urls[0]);
  watch(
    () => doc()?.['x-scalar-selected-server'],
    (url) => {
      if (url) saveServer(documentUrl, url);
    },
  );
}

/**
 * The server requests go to, when one is given: the document's choice; then each operation with servers of its own
 * takes the document's choice where it offers it (tryItServers.ts).
 */
function chooseServer(store: WorkspaceStore, url: string | undefined): void {
  if (url) store.updateDocument(DOCUMENT_NAME, 'x-scalar-selected-server', url);
  const doc = store.workspace.documents[DOCUMENT_NAME] as Record<string, any>;
  chooseOperationServers(doc, doc['x-scalar-selected-server']);
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
