import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ApiDocument, SchemaNode } from '../../../src/model/model.ts';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import {
  bodyFields,
  requestReading,
  responseReading,
  schemaFields,
  type FieldTree,
} from '../../../src/presentation/fields.ts';
import { schemaFacts } from '../../../src/presentation/schemaFacts.ts';
import { typeText } from '../../../src/presentation/typeParts.ts';
import { descriptionMarkdown } from '../../../src/presentation/descriptions.ts';
import { stringsFor } from '../../../src/presentation/strings/catalog.ts';
import { siteUrls } from '../../../src/presentation/urls.ts';

const strings = stringsFor('en');

// Whose fields a table shows, named models unfolded in place, and what the document says of a use of a model
// (tests/fixtures/fields: a 3.0 document, so the 3.1 upgrade's moves are read too). Expectations from the document.
const FILE = resolve('tests/fixtures/fields/bookings-3-0.yaml');
let raw: any;
let doc: ApiDocument;
before(async () => {
  raw = loadDocument(FILE).data;
  const resolved = await resolveDocument({ file: FILE, data: loadDocument(FILE).data });
  doc = normalizeDocument(resolved, { id: 'bookings', prefix: '', tryIt: true });
});
const booking = () => doc.schemas.find((schema) => schema.name === 'Booking')!;
const create = () => doc.operations.find((op) => op.operationId === 'createBooking')!;
const written = () => raw.components.schemas.Booking.properties;
const names = (tree: FieldTree | undefined) => tree?.properties.map((property) => property.name) ?? [];
const text = (node: SchemaNode) =>
  node.description && descriptionMarkdown(node.description, siteUrls('/').twinLinks(doc)).trim();
const field = (name: string): SchemaNode => booking().schema.properties.find((p) => p.name === name)!.schema;

describe('field readings', () => {
  it('a request leaves the read-only fields out, a response the write-only ones; the model page shows all', () => {
    const all = Object.keys(written());
    const readOnly = all.filter((name) => written()[name].readOnly);
    const writeOnly = all.filter((name) => written()[name].writeOnly);
    assert.ok(readOnly.length >= 2 && writeOnly.length >= 1);
    const body = create().requestBody!.content[0].schema!;
    assert.deepEqual(
      names(bodyFields(doc, body, requestReading(create(), false))),
      all.filter((name) => !readOnly.includes(name)),
    );
    const response = create().responses[0].content[0].schema!;
    assert.deepEqual(
      names(bodyFields(doc, response, 'response')),
      all.filter((name) => !writeOnly.includes(name)),
    );
    assert.deepEqual(names(schemaFields(doc, booking())), all);
  });

  it('a callback the API sends reads as a response: its read-only fields in, its write-only ones out', () => {
    const callback = create().callbacks[0].operations[0];
    const reading = requestReading(callback, true);
    assert.equal(reading, 'response');
    const shown = names(bodyFields(doc, callback.requestBody!.content[0].schema!, reading));
    assert.ok(shown.includes('id') && !shown.includes('card_number'));
  });

  it("the reader's answer to a callback reads as a request: its write-only fields in, its read-only ones out", () => {
    const callback = create().callbacks[0].operations[0];
    const reading = responseReading(callback, true);
    assert.equal(reading, 'request');
    const [media] = callback.responses[0].content;
    const shown = names(bodyFields(doc, media.schema!, reading));
    assert.ok(shown.includes('card_number') && !shown.includes('id'));
    // Its generated example is the same way round.
    const example = JSON.parse(media.examples[0].value);
    assert.ok(!('id' in example) && !('status' in example));
  });

  it('a named model unfolds in place one level, its link kept; its own page unfolds none', () => {
    const body = bodyFields(doc, create().requestBody!.content[0].schema!, 'request')!;
    const guest = body.properties.find((property) => property.name === 'guest')!;
    assert.equal(guest.schema.ref, 'Person', 'the row still names (and links) its model');
    assert.deepEqual(names(guest.fields), Object.keys(raw.components.schemas.Person.properties));
    const address = guest.fields!.properties.find((property) => property.name === 'address')!;
    assert.equal(address.fields, undefined, "what is inside the model's fields is on its page");
    const page = schemaFields(doc, booking()).properties.find((property) => property.name === 'guest')!;
    assert.equal(page.fields, undefined, "a model's page links the models inside it");
  });

  it('a model met again inside itself stops at its link; its inline objects unfold', () => {
    const person = bodyFields(doc, field('guest'), 'response')!;
    const friend = person.properties.find((property) => property.name === 'friend')!;
    assert.equal(friend.schema.ref, 'Person');
    assert.equal(friend.fields, undefined, 'Person inside Person: a link, not a second unfolding');
    const address = person.properties.find((property) => property.name === 'address')!;
    assert.deepEqual(names(address.fields), ['city']);
  });

  it('a variant unfolds as its side reads it: a read-only field of a card is left out of a request', () => {
    const body = bodyFields(doc, create().requestBody!.content[0].schema!, 'request')!;
    const payment = body.properties.find((property) => property.name === 'payment')!;
    const card = payment.fields!.alternatives!.options[0];
    assert.deepEqual(names(card.fields), ['brand']);
  });
});

describe('what the document says of a use of a model', () => {
  it('allOf: [$ref] beside its own description and readOnly keeps both, and the link', () => {
    const createdBy = field('created_by');
    assert.equal(createdBy.ref, 'Person');
    assert.equal(text(createdBy), written().created_by.description);
    assert.equal(createdBy.readOnly, true);
    assert.equal(text(field('guest')), written().guest.description);
  });

  it('allOf: [$ref, { description }] keeps the description of this use, not the model’s', () => {
    assert.equal(field('host').ref, 'Person');
    assert.equal(text(field('host')), written().host.allOf[1].description);
  });

  it('allOf: [$ref, { description }, { nullable }] is the model, nullable, with its own description', () => {
    const agent = field('agent');
    assert.equal(agent.ref, 'Person');
    assert.equal(agent.nullable, true);
    assert.equal(text(agent), written().agent.allOf[1].description);
    assert.equal(typeText(strings, agent), 'Person | null');
  });

  it('a oneOf names its variants: the model’s name, else the variant’s title', () => {
    const [card, transfer] = written().payment.oneOf;
    assert.equal(typeText(strings, field('payment')), `one of ${card.$ref.split('/').pop()} | ${transfer.title}`);
  });

  it('an array of values says what each is and may be, and its limits, beside its own; an array of models leaves it to them', () => {
    const { maxItems, items } = written().extras;
    assert.deepEqual(schemaFacts(strings, field('extras')), [
      { kind: 'constraints', values: [`${strings.facts.constraints.maxItems} ${maxItems}`] },
      { kind: 'enum', label: strings.facts.itemAllowedValues, values: items.enum, notes: undefined },
      {
        kind: 'item',
        label: strings.reference.eachItem,
        description: field('extras').items!.description,
        constraints: [`${strings.facts.constraints.maxLength} ${items.maxLength}`],
      },
    ]);
    assert.equal(text(field('extras').items!), items.description);
    assert.deepEqual(schemaFacts(strings, field('companions')), []);
  });

  it("a parameter's own example and named examples, as written, shown with its facts", () => {
    const [limit, sort] = create().parameters;
    const params = raw.paths['/bookings'].post.parameters;
    assert.deepEqual(limit.examples, [String(params[0].example)]);
    assert.deepEqual(sort.examples, [params[1].examples.newest.value]);
    const facts = schemaFacts(strings, limit.schema, limit.examples);
    assert.deepEqual(
      facts.find((fact) => fact.kind === 'examples'),
      { kind: 'examples', label: strings.facts.example, values: [String(params[0].example)] },
    );
  });
});
