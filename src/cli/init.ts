import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { DOCUMENT_EXTENSIONS } from '../pipeline/1-load/sourceFiles.ts';
import { UsageError } from './options.ts';
import { packageRoot } from './run.ts';
import { PROGRAM } from './usage.ts';

/** The GitHub Action of this repository (action.yml), at the release line the package is on. */
export const ACTION = 'astro-openapi-reference/astro-openapi-reference@v0';

const workflow = `# Builds the API reference from openapi/ and publishes it on GitHub Pages (Settings → Pages → Source: GitHub
# Actions); on a pull request, comments what changed in the documents, breaking changes first.
name: API reference
on:
  push:
    branches: [main]
  pull_request:
concurrency:
  group: api-reference-\${{ github.ref }}
  cancel-in-progress: true
jobs:
  changes:
    if: github.event_name == 'pull_request'
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pull-requests: write
    steps:
      - uses: actions/checkout@v5
      - uses: ${ACTION}
        with:
          documents: openapi
          fail-on-breaking: true
  publish:
    if: github.event_name == 'push'
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pages: write
      id-token: write
    environment:
      name: github-pages
      url: \${{ steps.docs.outputs.page-url }}
    steps:
      - uses: actions/checkout@v5
      - id: docs
        uses: ${ACTION}
        with:
          documents: openapi
`;

const guide = `---
title: Getting started
description: What this API is for, and the first call to make.
order: 0
---

Say here what a reader needs before the first request: how to get a key, which server to call, and a first call.

Guides are Markdown (\`.md\`) or MDX (\`.mdx\`) files in \`guides/\`; an MDX guide can embed an operation of the
reference with \`<Operation id="listPets" />\`.
`;

/**
 * `init [DIR]`: a documentation project in DIR whose own files are its documents, its configuration, its guides and
 * a workflow; the Petstore as its document when it has none yet. Files already there are kept.
 */
export function init(args: string[]): number {
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) throw new UsageError('init takes one folder');
  const dir = resolve(args[0] ?? '.');
  const title = `${basename(dir)} API`;
  const files: [string, () => void][] = [
    ['site.config.json', () => write(dir, 'site.config.json', `${JSON.stringify({ title }, null, 2)}\n`)],
    ['.github/workflows/api-reference.yml', () => write(dir, '.github/workflows/api-reference.yml', workflow)],
    ['guides/getting-started.md', () => write(dir, 'guides/getting-started.md', guide)],
  ];
  if (!hasDocuments(join(dir, 'openapi'))) {
    files.push([
      'openapi/petstore.yaml',
      () => copy(join(packageRoot, 'openapi/petstore.yaml'), dir, 'openapi/petstore.yaml'),
    ]);
  }
  for (const [file, make] of files) {
    if (existsSync(join(dir, file))) {
      console.log(`kept     ${file} (already there)`);
      continue;
    }
    make();
    console.log(`created  ${file}`);
  }
  const here = relative(process.cwd(), dir);
  const cd = here ? `cd ${here} && ` : '';
  console.log(`\nNext: ${cd}npx ${PROGRAM} build   (then preview; push to GitHub to publish with the workflow)`);
  return 0;
}

function hasDocuments(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).some((name) => DOCUMENT_EXTENSIONS.includes(extname(name)));
}

function write(dir: string, file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

function copy(from: string, dir: string, file: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  copyFileSync(from, join(dir, file));
}
