import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A tiny document that touches every rule of the contract. */
export const DOCUMENT = `
openapi: 3.1.0
info: { title: Fixture, version: '1' }
tags:
  - { name: Animals, description: a group-only tag }
  - { name: pets, x-displayName: Pets }
x-tagGroups:
  - { name: Animals, tags: [pets] }
paths:
  /pets:
    get:
      tags: [pets]
      x-stability: Beta
      x-codeSamples:
        - { lang: cURL, source: curl /pets }
        - { lang: JavaScript, label: Node.js, source: fetch('/pets') }
      responses: { '200': { description: ok } }
  /pets/{petId}:
    get:
      tags: [pets]
      deprecated: true
      x-sunset: 2027-06-30
      x-hideTryItPanel: true
      responses: { '200': { description: ok } }
  /secret:
    get:
      x-internal: true
      responses: { '200': { description: ok } }
  /ignored:
    x-scalar-ignore: true
    get: { responses: { '200': { description: ok } } }
  /shared:
    $ref: '#/components/pathItems/Shared'
webhooks:
  newPet:
    post: { responses: { '200': { description: ok } } }
components:
  pathItems:
    Shared:
      delete: { tags: [pets], responses: { '204': { description: gone } } }
  schemas:
    NewPet:
      type: object
      required: [name]
      properties:
        name: { type: string }
        tag: { type: string }
    Pet:
      allOf:
        - $ref: '#/components/schemas/NewPet'
        - type: object
          required: [id]
          properties:
            id: { type: integer }
`;

const shiki = (code: string) => `<pre class="shiki github-dark"><code>${code}</code></pre>`;

const nav = `<nav>
  <div data-nav-group="Animals"><a data-nav-tag="pets" href="/pets/#tag-pets">Pets</a></div>
  <a href="/">Home</a> <a href="/schemas/">Schemas</a> <a href="https://example.com/">out</a> <a href="mailto:a@b.c">mail</a>
</nav>`;

/** Pages of a site that satisfies the contract for DOCUMENT; tests break them one way at a time. */
export function validPages(): Record<string, string> {
  return {
    'index.html': `<!doctype html><html><head><link rel="stylesheet" href="/styles/site.css"></head><body>${nav}
      <main id="top-content"><a href="#top-content">skip</a> <a href="pets/#get-pets">list pets</a></main></body></html>`,
    'pets/index.html': `<!doctype html><html><body>${nav}
      <h2 id="tag-pets">Pets</h2>
      <section id="get-pets" data-operation="GET /pets">
        <h3>List pets <span data-stability="beta">Beta</span></h3>
        <button data-try-it>Try it</button>
        <div data-code-sample data-lang="cURL" data-label="cURL">${shiki('curl /pets')}</div>
        <div data-code-sample data-lang="JavaScript" data-label="Node.js">${shiki("fetch('/pets')")}</div>
      </section>
      <section id="get-pet" data-operation="GET /pets/{petId}">
        <p data-deprecated data-sunset="2027-06-30">Deprecated: sunsets on 2027-06-30.</p>
        <div data-code-sample data-generated data-lang="shell" data-label="Shell">${shiki('curl /pets/1')}</div>
      </section>
      <section id="delete-shared" data-operation="DELETE /shared"><button data-try-it>Try it</button></section>
      <section id="new-pet" data-webhook="POST newPet"><p>A pet was added.</p></section>
      <a href="../schemas/#Pet">Pet</a></body></html>`,
    'schemas/index.html': `<!doctype html><html><body>${nav}
      <section id="NewPet" data-schema="NewPet"><table>
        <tr data-property="name" data-required="true" id="NewPet.name"><td>name</td></tr>
        <tr data-property="tag" data-required="false" id="NewPet.tag"><td>tag</td></tr>
      </table></section>
      <section id="Pet" data-schema="Pet"><ul>
        <li data-property="name" data-required="true" id="Pet.name">name</li>
        <li data-property="tag" data-required="false" id="Pet.tag">tag
          <ul><li data-property="name" data-required="false" id="Pet.tag.name">nested name</li></ul></li>
        <li data-property="id" data-required="true" id="Pet.id">id</li>
      </ul></section></body></html>`,
    'styles/site.css': 'body { margin: 0 }',
  };
}

/** Writes the document and the pages into a fresh temporary folder. */
export function writeSite(pages: Record<string, string>, document = DOCUMENT, prefix = '') {
  const root = mkdtempSync(join(tmpdir(), 'site-contract-'));
  const documentFile = join(root, 'openapi.yaml');
  writeFileSync(documentFile, document);
  const distDir = join(root, 'dist');
  for (const [path, content] of Object.entries(pages)) {
    const file = join(distDir, prefix, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { distDir, documentFile, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
