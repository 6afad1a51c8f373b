import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { schemaBodyHtml, type TablePage } from '../../../src/components/schema/schemaBodyHtml.ts';
import type { ApiDocument } from '../../../src/model/model.ts';
import { documentOf } from '../../../src/pipeline/5-site/documentOf.ts';
import { bodyFields } from '../../../src/presentation/fields.ts';
import { PageHeadings } from '../../../src/presentation/headingAnchors.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';

// A library loan names two borrowers by one model, and a book that is a print or an e-book.
const reader = {
  type: 'object',
  required: ['card'],
  properties: {
    card: { type: 'string', description: '## Card\n\nThe number on the card.' },
    name: { type: 'string' },
    branch: { type: 'string' },
    since: { type: 'string', format: 'date' },
  },
};
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Library', version: '1.0.0' },
  paths: {
    '/loans': {
      post: {
        operationId: 'lend',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Loan' } } } },
        responses: { '204': { description: 'Lent' } },
      },
    },
  },
  components: {
    schemas: {
      Reader: reader,
      Print: { type: 'object', properties: { kind: { type: 'string' }, shelf: { type: 'string' } } },
      Ebook: { type: 'object', properties: { kind: { type: 'string' }, bytes: { type: 'integer' } } },
      Loan: {
        type: 'object',
        required: ['borrower'],
        properties: {
          borrower: { $ref: '#/components/schemas/Reader' },
          guarantor: { $ref: '#/components/schemas/Reader' },
          'due<date>': { type: 'string', deprecated: true },
          book: {
            oneOf: [{ $ref: '#/components/schemas/Print' }, { $ref: '#/components/schemas/Ebook' }],
            discriminator: {
              propertyName: 'kind',
              mapping: { print: '#/components/schemas/Print', ebook: '#/components/schemas/Ebook' },
            },
          },
        },
      },
    },
  },
};

let doc: ApiDocument;
before(async () => {
  doc = await documentOf(
    { file: 'library.json', data: structuredClone(DOCUMENT) },
    { id: 'library', prefix: '', tryIt: true },
  );
});
const loanHtml = (contract: boolean) => {
  const strings = stringsFor('en');
  const page: TablePage = { strings, urls: siteUrls('/'), doc, headings: new PageHeadings(strings) };
  const fields = bodyFields(doc, doc.operations[0].requestBody!.content[0].schema!, 'request')!;
  return schemaBodyHtml(page, fields, 'request-body', contract);
};

describe('schemaBodyHtml', () => {
  it("lists a repeated model's fields once and links its repeat to them", () => {
    const html = loanHtml(false);
    assert.equal(html.match(/<code>branch<\/code>/g)?.length, 1);
    assert.match(
      html,
      /<tr id="request-body\.guarantor">.*?<p class="same-fields">Same fields as <a href="#request-body\.borrower"><code>borrower<\/code><\/a>/,
    );
    assert.match(html, /<tr id="request-body\.borrower\.card"><td><code>card<\/code><span class="required">/);
  });

  it('escapes names, marks deprecated rows and gives a description heading its id among the page', () => {
    const html = loanHtml(false);
    assert.match(html, /<tr id="request-body\.due&lt;date&gt;" class="deprecated"><td><code>due&lt;date&gt;<\/code>/);
    assert.match(html, /<h2 id="card"/);
  });

  it('shows a discriminator with its mapping, each value linked to its model', () => {
    const html = loanHtml(false);
    assert.match(
      html,
      /<p class="schema-discriminator">Discriminated by <code>kind<\/code>: <code>print<\/code> → <a class="type-ref" href="\/schemas\/print\/">Print<\/a>, <code>ebook<\/code>/,
    );
  });

  it("marks only the top table's rows with the contract's attributes", () => {
    const html = loanHtml(true);
    assert.match(html, /<tr id="request-body\.borrower" data-property="borrower" data-required="true">/);
    assert.doesNotMatch(html, /data-property="card"/);
    assert.doesNotMatch(loanHtml(false), /data-property/);
  });
});
