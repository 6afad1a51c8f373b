/**
 * What try-it remembers between pages, per document (keyed on its JSON copy's URL): the chosen server and the
 * one the reader typed under "Your server" (localStorage: they are no secret), the credentials for the browser session (sessionStorage), and the credentials
 * across reloads only when the reader ticks "remember" (localStorage). Storage may be refused (private modes):
 * then nothing is remembered and nothing breaks.
 */
const REMEMBER = 'tryit:remember';
const serverKey = (documentUrl: string) => `tryit:server:${documentUrl}`;
const customServerKey = (documentUrl: string) => `tryit:custom-server:${documentUrl}`;
const credentialsKey = (documentUrl: string) => `tryit:credentials:${documentUrl}`;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Refused or full: remembered for this page only.
  }
}

const local = () => localStorage;
const session = () => sessionStorage;

/** The server chosen earlier, when the document still offers it. */
export function rememberedServer(documentUrl: string, offered: string[]): string | undefined {
  const url = read(local, serverKey(documentUrl));
  return url && offered.includes(url) ? url : undefined;
}

export function saveServer(documentUrl: string, url: string): void {
  write(local, serverKey(documentUrl), url);
}

/** The base URL the reader typed under "Your server". */
export const customServer = (documentUrl: string): string | undefined =>
  read(local, customServerKey(documentUrl)) ?? undefined;

/** Remembers the typed base URL (undefined forgets it); a new one is the chosen server too, until another is. */
export function saveCustomServer(documentUrl: string, url: string | undefined): void {
  if (url && url !== customServer(documentUrl)) saveServer(documentUrl, url);
  write(local, customServerKey(documentUrl), url ?? null);
}

/** Whether the reader asked for credentials to outlive the browser session. */
export const remembersCredentials = (): boolean => read(local, REMEMBER) === 'true';

/** The reader's choice; unticking forgets the stored credentials of every document at once. */
export function setRemembersCredentials(remember: boolean): void {
  write(local, REMEMBER, remember ? 'true' : null);
  if (remember) {
    try {
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i);
        if (key?.startsWith('tryit:credentials:')) write(local, key, sessionStorage.getItem(key));
      }
    } catch {
      // Storage refused: nothing to copy.
    }
    return;
  }
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('tryit:credentials:')) write(local, key, null);
  } catch {
    // Storage refused: nothing stored.
  }
}

export function restoreCredentials(documentUrl: string): unknown {
  const text =
    read(session, credentialsKey(documentUrl)) ??
    (remembersCredentials() ? read(local, credentialsKey(documentUrl)) : null);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function saveCredentials(documentUrl: string, credentials: unknown): void {
  const text = JSON.stringify(credentials);
  write(session, credentialsKey(documentUrl), text);
  if (remembersCredentials()) write(local, credentialsKey(documentUrl), text);
}
