import type { Example, MediaType, Operation } from '../model/model.ts';

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
