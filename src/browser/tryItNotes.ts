/**
 * What the try-it client says in its window besides Scalar's own words: that an operation has no server (its
 * request would go to the site itself), and why a request got no answer, which the browser only calls "Failed to
 * fetch". The notes show at the foot of the request's column, in the site's language.
 */
import { defineComponent, h, nextTick, ref, watch, type PropType } from 'vue';
import { hasServer } from './tryItServers.ts';

/** The words of the notes, in the site's language (`tryItClient` in src/presentation/strings). */
export interface NoteWords {
  noServer: string;
  blockedByPolicy: string;
  noAnswer: string;
  noAnswerFromProxy: string;
}

/** Origins the page's Content-Security-Policy refused to connect to: the browser reports each refusal. */
const refused = new Set<string>();
document.addEventListener('securitypolicyviolation', (event) => {
  if (event.effectiveDirective === 'connect-src' && URL.canParse(event.blockedURI))
    refused.add(new URL(event.blockedURI).origin);
});

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), template);

export interface TryItNotes {
  /** Scalar's `customFetch`: `fetch`, with a failure explained (in the notes, and in the message Scalar shows). */
  fetch: typeof fetch;
  /** The component Scalar renders in the request's column (a client plugin's `components.request`). */
  component: ReturnType<typeof defineComponent>;
  /** Forgets the last failure (another operation is opened). */
  reset: () => void;
}

export function tryItNotes(words: NoteWords, documentOf: () => Record<string, any>, proxyUrl?: string): TryItNotes {
  const failure = ref('');

  const explain = async (url: URL): Promise<string> => {
    // The browser reports a refusal just after the request fails.
    await new Promise((reported) => setTimeout(reported));
    if (refused.has(url.origin)) return fill(words.blockedByPolicy, { origin: url.origin });
    // Through the proxy, the API's address rides along as `scalar_url`.
    const target = proxyUrl && url.href.startsWith(proxyUrl) ? url.searchParams.get('scalar_url') : null;
    if (target && URL.canParse(target))
      return fill(words.noAnswerFromProxy, { proxy: url.origin, origin: new URL(target).origin });
    return fill(words.noAnswer, { origin: url.origin });
  };

  const explainingFetch: typeof fetch = async (input, init) => {
    failure.value = '';
    try {
      return await fetch(input, init);
    } catch (error) {
      // A TypeError is the browser's "Failed to fetch"; a cancelled request is an AbortError, left as it is.
      if (!(error instanceof TypeError)) throw error;
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      failure.value = await explain(url);
      throw new Error(failure.value, { cause: error });
    }
  };

  const component = defineComponent({
    props: { operation: { type: Object as PropType<Record<string, any>>, required: false } },
    setup(props) {
      const root = ref<HTMLElement>();
      // A failure is shown where the reader looks: the notes sit below the request's fields.
      watch(failure, (text) => {
        if (text) void nextTick(() => root.value?.scrollIntoView({ block: 'nearest' }));
      });
      return () => {
        const notes = [
          ...(hasServer(documentOf(), props.operation) ? [] : [fill(words.noServer, { site: location.origin })]),
          ...(failure.value ? [failure.value] : []),
        ];
        return notes.length === 0
          ? null
          : h(
              'div',
              { ref: root, class: 'try-it-notes', role: 'status', 'data-try-it-notes': '' },
              notes.map((note) => h('p', note)),
            );
      };
    },
  });

  return { fetch: explainingFetch, component, reset: () => (failure.value = '') };
}
