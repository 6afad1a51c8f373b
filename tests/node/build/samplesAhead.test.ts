import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FEWEST_SAMPLES, SamplesProcess } from '../../../src/integration/samplesAhead.ts';
import { highlight } from '../../../src/presentation/highlight.ts';
import type { CodeSample } from '../../../src/model/model.ts';

const sample = (grammar: string, source: string): CodeSample => ({
  lang: grammar,
  label: grammar,
  source,
  grammar,
  generated: true,
});

const curl = sample(
  'shellscript',
  `curl --request POST \\\n  --url https://api.example.com/pets \\\n  --data '{"name": "Rex"}'`,
);
const javascript = sample(
  'javascript',
  'const response = await fetch("https://api.example.com/pets");\nconsole.log(1);',
);
const python = sample('python', 'import requests\n\nresponse = requests.get("https://api.example.com/pets")');
const plain = sample('no-such-language', 'x < y && z');
const unqueued = sample('shellscript', 'echo "not queued"');
/** Enough other operations' samples for a site the process is started for. */
const others = Array.from({ length: FEWEST_SAMPLES }, (_, index) =>
  sample('shellscript', `curl --request GET \\\n  --url https://api.example.com/pets/${index}`),
);

test('code samples highlighted in their own process come out as a page writes them, once for each page queued', async () => {
  // Two languages: each operation's page twice, so each of its samples.
  const samples = [curl, javascript, python, plain];
  const ahead = new SamplesProcess(async () => [...samples, ...others, ...samples]);
  try {
    assert.equal(ahead.take(unqueued), undefined, 'nothing is ready before the process answers');
    await ahead.settled();
    for (const page of [1, 2])
      for (const queued of samples)
        assert.equal(
          ahead.take(queued),
          await highlight(queued.source, queued.grammar, { shared: false }),
          `${queued.grammar}, page ${page}`,
        );
    assert.equal(ahead.take(others[7]), await highlight(others[7].source, 'shellscript', { shared: false }));
    assert.equal(ahead.take(curl), undefined, 'a sample is ready as often as it was queued');
    assert.equal(ahead.take(unqueued), undefined, 'a sample never queued is the page’s own to highlight');
  } finally {
    assert.deepEqual(ahead.stop(), { failure: undefined, ready: 9, taken: 12 });
  }
});

test('a site with few samples highlights them on its pages, without a process', async () => {
  const ahead = new SamplesProcess(async () => others.slice(1));
  assert.equal(ahead.take(others[1]), undefined);
  await ahead.settled();
  assert.equal(ahead.take(others[2]), undefined);
  assert.deepEqual(ahead.stop(), { failure: undefined, ready: 0, taken: 2 });
});

test('without a model to queue from, every page highlights its own samples and the build is told nothing failed', async () => {
  const ahead = new SamplesProcess(() => Promise.reject(new Error('the document is broken')));
  assert.equal(ahead.take(curl), undefined);
  await ahead.settled();
  assert.equal(ahead.take(curl), undefined);
  assert.deepEqual(ahead.stop(), { failure: undefined, ready: 0, taken: 2 });
});
