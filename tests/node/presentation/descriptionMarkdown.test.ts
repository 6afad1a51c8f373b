import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { descriptionOf } from '../../../src/pipeline/4-normalize/descriptions.ts';
import { descriptionMarkdown } from '../../../src/presentation/descriptions.ts';

const links = { key: 'test', url: () => '/x/' };

/** Texts of one line: plain words, and words in which Markdown reads something (escaped or written otherwise). */
const TEXTS = [
  'How many plants a bed holds (at most 40).',
  "The greenhouse's name, without its .zone suffix; upper and lower case are the same.",
  'Find a seed packet  by its lot number.',
  'Allowed moisture is [10-80].',
  'Loaded from `node_modules`.',
  '1. First',
  '- a list',
  'See https://example.com or www.example.com, or write to a@b.co.',
  'snake_case and *stars* and a | pipe',
  'A & B < C > D',
  'Ends with a space ',
  'Tabs\tinside',
  '# Not a heading here',
  'https:/almost a link',
];

test('a description of one line says in its twin what the syntax tree would write', () => {
  for (const text of TEXTS) {
    const description = descriptionOf(text)!;
    const written = toMarkdown(toMdast(description.tree), { extensions: [gfmToMarkdown()] }).trim();
    assert.equal(descriptionMarkdown(description, links), written, text);
  }
});

test('only a line of words that Markdown writes as it stands is marked as its own Markdown', () => {
  const words = TEXTS.filter((text) => descriptionOf(text)!.words !== undefined);
  assert.deepEqual(words, [TEXTS[0], TEXTS[1]]);
});
