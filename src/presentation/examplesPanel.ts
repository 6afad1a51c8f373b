import type { Example, MediaType, Operation } from '../model/model.ts';
import { SlugSet } from '../shared/slug.ts';
import type { Strings } from './strings/catalog.ts';

/** The examples of one request or response, by media type: a column beside the operation's fields shows them. */
export interface ExampleSet {
  /** `request`, or the response's status code as written (`200`, `4XX`, `default`): the contract's data-status. */
  status: string;
  media: { mediaType: string; examples: Example[] }[];
}

/** The request's examples, then each response's, leaving out bodies without any. */
export function exampleSets(op: Operation): ExampleSet[] {
  const withExamples = (content: MediaType[]) =>
    content.filter((media) => media.examples.length > 0).map(({ mediaType, examples }) => ({ mediaType, examples }));
  const sets: ExampleSet[] = [];
  const request = withExamples(op.requestBody?.content ?? []);
  if (request.length) sets.push({ status: 'request', media: request });
  for (const response of op.responses) {
    const media = withExamples(response.content);
    if (media.length) sets.push({ status: response.status, media });
  }
  return sets;
}

/** Where an example is shown in full: a repeat of it links there (the page) or names it (the twin). */
export interface ExamplePlace {
  status: string;
  mediaType: string;
  name?: string;
  /** The `id` of the example's element on the page. */
  id: string;
}

/**
 * Shorter than this, an example is shown again in full where it repeats: a link would save little and make the
 * reader look elsewhere.
 */
const SHARED_EXAMPLE_MIN_LENGTH = 100;

/** The examples a page shows once: each repeat with the place of its first showing, and the first's `id`. */
export interface SharedExamples {
  repeats: Map<Example, ExamplePlace>;
  /** The `id` of each example a repeat points to (only those need one). */
  anchors: Map<Example, string>;
}

/**
 * Examples equal to one shown before them on the same page (several status codes or media types sharing one
 * example, as GitHub's document often does): each repeat points to the first, which alone is shown in full. The
 * order is the page's and the twin's: the request, then the responses as written.
 */
export function sharedExamples(sets: ExampleSet[], idPrefix = ''): SharedExamples {
  const first = new Map<string, { example: Example; place: ExamplePlace }>();
  const shared: SharedExamples = { repeats: new Map(), anchors: new Map() };
  const ids = new SlugSet();
  for (const set of sets)
    for (const media of set.media)
      for (const example of media.examples) {
        if (example.value.length < SHARED_EXAMPLE_MIN_LENGTH) continue;
        const key = `${example.grammar}\n${example.value}`;
        const shown = first.get(key);
        if (shown?.example === example) continue;
        if (!shown) {
          const id = `${idPrefix}example-${ids.take(`${set.status} ${media.mediaType} ${example.name ?? ''}`)}`;
          first.set(key, {
            example,
            place: { status: set.status, mediaType: media.mediaType, name: example.name, id },
          });
          continue;
        }
        shared.repeats.set(example, shown.place);
        shared.anchors.set(shown.example, shown.place.id);
      }
  return shared;
}

/** How a repeat names the example it equals: `201 · application/json · Card` (`request · …` for the request's). */
export const examplePlaceLabel = (strings: Strings, place: ExamplePlace): string =>
  [place.status === 'request' ? strings.fields.request : place.status, place.mediaType, place.name]
    .filter((part) => part !== undefined)
    .join(' · ');

/** Whether an example kept elsewhere is at a web address (a link), or at a path the build could not read (named). */
export const isWebAddress = (address: string): boolean => /^https?:\/\//i.test(address);
