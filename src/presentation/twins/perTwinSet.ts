import type { ApiDocument } from '../../model/model.ts';
import type { Strings } from '../strings/catalog.ts';
import type { SiteUrls } from '../urls.ts';

type Write<K, V> = (strings: Strings, doc: ApiDocument, urls: SiteUrls, key: K) => V;

/**
 * `write` made once per key for each set of twins (one language's words, one document, its URLs), where the
 * model shares the key among many pages (a field's model, a body's tree): the last set's value is kept with its
 * key (what that holds: docs/performance.md).
 */
export function perTwinSet<K extends object, V>(write: Write<K, V>): Write<K, V> {
  const written = new WeakMap<K, { strings: Strings; doc: ApiDocument; urls: SiteUrls; value: V }>();
  return (strings, doc, urls, key) => {
    const known = written.get(key);
    if (known?.strings === strings && known.doc === doc && known.urls === urls) return known.value;
    const value = write(strings, doc, urls, key);
    written.set(key, { strings, doc, urls, value });
    return value;
  };
}
