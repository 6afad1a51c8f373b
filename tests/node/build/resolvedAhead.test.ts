import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { siteConfigSchema } from '../../../src/config/siteConfigSchema.ts';
import { ResolveProcess } from '../../../src/integration/resolvedAhead.ts';
import { makeDownloads } from '../../../src/integration/downloadFiles.ts';
import { forkResolving } from '../../../src/integration/resolveProcessFork.ts';
import { serverlessWarning } from '../../../src/integration/serverlessWarning.ts';
import { placeDocuments } from '../../../src/pipeline/1-load/versionFolders.ts';
import { checkFolder, errorsOf } from '../../../src/pipeline/2-validate/checkDocuments.ts';
import { once } from 'node:events';
import { loadDocument } from '../../../src/pipeline/1-load/sourceFiles.ts';
import { CheckedSources } from '../../../src/pipeline/2-validate/checkedSources.ts';
import { loadSite } from '../../../src/pipeline/5-site/loadSite.ts';
import { descriptionMarkdown } from '../../../src/presentation/descriptions.ts';
import type { Description } from '../../../src/model/model.ts';

const features = resolve('tests/fixtures/features');
/** Description links to resolve, shared and cyclic schemas (3.1); a Swagger 2.0 document upgraded on the way. */
const files = [join(features, 'features-3-1.yaml'), join(features, 'legacy-2-0.yaml')];
const config = siteConfigSchema.parse({});
const NO_LINKS = { key: '', url: () => '' };
/** What the command line gives the process: these documents of their folder, named, to check and resolve. */
const workOf = (files: string[], check = true) => ({ files, dir: dirname(files[0]), named: files, check });

test('documents resolved in their own process make the model the build makes itself', async () => {
  // The build's own: each document resolved here, its descriptions parsed here.
  const here = await loadSite({ config, openapiDir: features, files });
  const ahead = new ResolveProcess(workOf(files));
  try {
    const checked = new CheckedSources();
    for (const file of files) checked.mark(loadDocument(file));
    let answered = 0;
    const elsewhere = await loadSite({
      config,
      openapiDir: features,
      files,
      checked,
      resolvedElsewhere: async (file) => {
        const resolved = await ahead.take(file);
        assert.ok(resolved, `${file} was resolved by the process`);
        answered += 1;
        return resolved;
      },
    });
    assert.equal(answered, files.length);
    // Named schemas stay links and cycles stay cycles only where dereferencing kept each schema one object: the
    // structured clone the process answers in keeps it so.
    assert.deepEqual(elsewhere, here);
    assert.equal(await ahead.take(files[0]), undefined, 'each document is answered once');
  } finally {
    await ahead.stop();
  }
});

for (const when of ['while the model is built', 'before the model takes the document']) {
  test(`the Markdown of descriptions without links to pages comes back for the twins (${when}), as they would write it`, async () => {
    await descriptionsInMarkdown(when !== 'while the model is built');
  });
}

/** A document's descriptions in Markdown from the process, taken by the model at once or once the process has left. */
async function descriptionsInMarkdown(late: boolean): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'resolved-ahead-'));
  const file = join(folder, 'notes.yaml');
  // Texts of their own: the descriptions' memos are the test process's, and keep the other test's Markdown.
  const described = (text: string) => JSON.stringify(late ? `${text}\n\nLate.` : text);
  writeFileSync(
    file,
    `openapi: 3.1.0
info:
  title: Notes
  version: '1'
  description: ${described('A **notes** service.\n\n- lists\n- and `code`')}
paths:
  /notes:
    get:
      summary: List notes
      description: ${described('Returns *every* note.\n\n| a | b |\n|---|---|\n| 1 | 2 |')}
      responses:
        '200':
          description: ${described('The notes, newest first:\n\n1. one\n2. two')}
          content:
            application/json:
              schema: { type: array, items: { type: string, description: ${described('A note, `trimmed`.')} } }
`,
  );
  const ahead = new ResolveProcess(workOf([file]));
  try {
    const checked = new CheckedSources();
    checked.mark(loadDocument(file));
    // The command line starts the process before Astro loads: its answers may all be in before the model asks.
    // Asked for the downloads, it leaves once it has sent them all.
    const downloads = ahead.makeDownloads([file], join(folder, 'downloads'));
    if (late) await ahead.left;
    const site = await loadSite({
      config,
      openapiDir: folder,
      files: [file],
      checked,
      resolvedElsewhere: (file) => ahead.take(file),
    });
    await downloads;
    await ahead.left;
    const { resolved, markdown } = await ahead.stop();
    assert.equal(resolved, 1);
    const rendered = descriptionsIn(site).filter((description) => !description.words);
    assert.equal(rendered.length, 4);
    assert.equal(markdown, 4, 'each made by the process');
    // The process's Markdown, and the one a copy of the tree (which it never saw) renders to here.
    for (const description of rendered)
      assert.equal(descriptionMarkdown(description, NO_LINKS), descriptionMarkdown({ ...description }, NO_LINKS));
  } finally {
    await ahead.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

test('the process makes the downloads once asked, as their own process makes them', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'resolved-ahead-'));
  const ahead = new ResolveProcess(workOf(files));
  try {
    await ahead.downloaded(); // none asked for: at once
    // Asked before the documents are answered, as the build asks at its start.
    const made = ahead.makeDownloads(files, join(folder, 'ahead'));
    const whenDownloaded = ahead.downloaded().then(() => existsSync(join(folder, 'ahead', '1.yaml')));
    assert.ok(await ahead.take(files[0]));
    await made;
    assert.ok(await whenDownloaded, 'settled once they are made');
    makeDownloads({ documents: files, folder: join(folder, 'alone') });
    for (const name of ['0.json', '0.yaml', '1.json', '1.yaml']) {
      const alone = readFileSync(join(folder, 'alone', name), 'utf8');
      assert.ok(alone.length > 1000, `${name} holds the document`);
      assert.equal(readFileSync(join(folder, 'ahead', name), 'utf8'), alone, name);
    }
  } finally {
    await ahead.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('downloads the process could not make fail the build with why', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'resolved-ahead-'));
  const ahead = new ResolveProcess(workOf([files[1]]));
  try {
    // A file where the downloads' folder would be.
    const taken = join(folder, 'taken');
    writeFileSync(taken, '');
    await assert.rejects(
      ahead.makeDownloads([files[1]], taken),
      /downloads \(openapi\.json, openapi\.yaml\) were not made: .*EEXIST/,
    );
    // What waits for them goes on all the same.
    await ahead.downloaded();
  } finally {
    await ahead.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});

test('the process checks the documents as the build would, and says what try-it needs of the site', async () => {
  // A document with servers, a Swagger 2.0 one with its host, one with none.
  const checked = [...files, join(features, 'sections-3-2.yml')];
  const ahead = new ResolveProcess(workOf(checked));
  try {
    const checks = (await ahead.checks())!;
    const here = checkFolder(features, checked);
    assert.deepEqual(
      checks.map(({ file, findings }) => ({ file, findings })),
      here.map(({ file, findings }) => ({ file, findings })),
    );
    // Without the documents, and with try-it's warning for a site that adds no server as the build would give it.
    assert.ok(checks.every((check) => check.source === undefined));
    const { places } = placeDocuments(features, checked);
    assert.deepEqual(
      checks.map((check) => check.serverless),
      here.map((check, index) => serverlessWarning(places[index], check.source!)),
    );
    assert.ok(
      checks.some((check) => check.serverless),
      'one of the fixtures names no server',
    );
  } finally {
    await ahead.stop();
  }
});

test('a process the integration starts leaves the check to the build, and resolves the documents all the same', async () => {
  const ahead = new ResolveProcess(workOf(files, false));
  try {
    assert.equal(await ahead.checks(), undefined);
    assert.equal((await ahead.take(files[1]))?.sourceVersion, '2.0');
  } finally {
    await ahead.stop();
  }
});

test('a process started before the build listens keeps what it answered meanwhile', { timeout: 20_000 }, async () => {
  const fork = forkResolving(workOf([files[1]]));
  // Its answer is in before anyone takes the process over, as when Astro loads slowly.
  await once(fork.child, 'message');
  const ahead = new ResolveProcess(fork);
  try {
    const resolved = await ahead.take(files[1]);
    assert.equal(resolved?.file, files[1]);
    assert.equal(resolved?.sourceVersion, '2.0');
  } finally {
    await ahead.stop();
  }
});

/** A folder of an unreadable document and, after it, a good one (the Swagger 2.0 fixture). */
function brokenThenLegacy() {
  const folder = mkdtempSync(join(tmpdir(), 'resolved-ahead-'));
  const broken = join(folder, 'broken.json');
  writeFileSync(broken, '{ "openapi": "3.1.0", "info": ');
  const legacy = join(folder, 'legacy.yaml');
  writeFileSync(legacy, readFileSync(files[1]));
  return { folder, broken, legacy, [Symbol.dispose]: () => rmSync(folder, { recursive: true, force: true }) };
}

test('a document the process cannot read is left to the build, which reports it as it always does', async () => {
  using documents = brokenThenLegacy();
  const { folder, broken, legacy } = documents;
  const ahead = new ResolveProcess(workOf([broken, legacy]));
  const [brokenCheck, legacyCheck] = (await ahead.checks())!;
  assert.match(brokenCheck.findings[0].message, /invalid JSON/);
  assert.equal(errorsOf([legacyCheck]).length, 0);
  assert.equal(await ahead.take(broken), undefined);
  assert.ok(await ahead.take(legacy), 'the next document is answered all the same');
  await ahead.stop();
  await assert.rejects(loadSite({ config, openapiDir: folder, files: [broken] }), /broken\.json.*invalid JSON/s);
});

test('a process the integration starts, which does not check, leaves a document it cannot read to the build', async () => {
  using documents = brokenThenLegacy();
  const { broken, legacy } = documents;
  const ahead = new ResolveProcess(workOf([broken, legacy], false));
  assert.equal(await ahead.take(broken), undefined);
  // The process lives on: the next document is still its to answer.
  assert.ok(await ahead.take(legacy), 'the next document is answered all the same');
  await ahead.stop();
});

/** Every description a model holds, once each. */
function descriptionsIn(model: unknown): Description[] {
  const found = new Set<Description>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if ('tree' in node && 'links' in node) found.add(node as Description);
    else Object.values(node).forEach(walk);
  };
  walk(model);
  return [...found];
}
