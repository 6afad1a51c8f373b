// The process that highlights code samples ahead of the pages (samplesAhead.ts starts it): each message is a batch
// of [code, grammar] pairs, answered with their HTML in the same order, by the function the pages use. It leaves
// when the build closes the channel.
import { highlight } from '../presentation/highlight.ts';
import type { SampleBatch, SampleBatchHtml } from './samplesAhead.ts';

process.on('message', async ({ id, samples }: SampleBatch) => {
  const html: string[] = [];
  for (const [code, grammar] of samples) html.push(await highlight(code, grammar, { shared: false }));
  // The build may have ended meanwhile (a small site's last page): then the answer has nowhere to go.
  if (process.connected) process.send!({ id, html } satisfies SampleBatchHtml, undefined, {}, () => {});
});
process.once('disconnect', () => process.exit(0));
