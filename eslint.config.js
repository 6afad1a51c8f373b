// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: the data flows load → validate → resolve → normalize → site, into the model; presentation
 * reads the model; components render it. No import runs against that flow.
 */
const stages = ['1-load', '2-validate', '3-resolve', '4-normalize', '5-site'];
const RENDERING = [
  '**/presentation/**',
  '**/components/**',
  '**/layouts/**',
  '**/pages/**',
  '**/integration/**',
  '**/routes/**',
  '**/browser/**',
];
/** Tests import the site and its commands' tools, never the other way round. */
const NO_TESTS = [['**/tests/**'], 'src/ and scripts/ never import tests: what a command needs lives in src/tools/'];
/** src/tools holds what the commands (check:site, mock, bench) and the tests share: the site never needs it. */
const NO_TOOLS = [['**/tools/**'], 'the site never imports the tools of its commands (src/tools/)'];
/**
 * One rule entry per folder (a later entry would replace an earlier one's options, not add to them), so each
 * carries the rules every file of the site holds.
 */
const boundary = (files, ...groups) => toolBoundary(files, ...groups, NO_TOOLS);
const toolBoundary = (files, ...groups) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...groups, NO_TESTS].map(([group, message]) => ({ group, message })) },
    ],
  },
});
/**
 * The folders a build's pages import from their files, as Node loads them (src/integration/sharedModules.ts): no
 * Astro module made by Vite.
 */
const SHARED = [
  ['astro:*'],
  'a build loads this folder with Node, not Vite (integration/sharedModules.ts): no astro:*',
];

const pipelineBoundaries = stages.map((stage, index) => {
  const later = stages.slice(index + 1).map((name) => `**/${name}/**`);
  const order = `a pipeline stage imports only earlier stages (${stages.join(' → ')})`;
  return boundary(
    [`src/pipeline/${stage}/**`],
    ...(later.length ? [[later, order]] : []),
    [RENDERING, 'the pipeline never imports what renders its model'],
    SHARED,
  );
});

/** A regular expression that finds headings (`<h2`, `<(h[234])`) in HTML is rendered output parsed back. */
const HEADINGS_BY_REGEX = [
  'Literal[regex.pattern=/<\\(?h(\\[|[1-6])/]',
  "NewExpression[callee.name='RegExp'] > Literal[value=/<\\(?h(\\[|[1-6])/]",
].map((selector) => ({
  selector,
  message:
    'write a heading with its anchor (components/layout/Heading.astro, presentation/headingAnchors.ts), never rewrite HTML',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.astro/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/',
      'prebuilt/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Parsed documents are of unknown shape until normalized: `Raw` (Record<string, any>) is how they are read.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Inline scripts in pages are tiny and written on every page.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  boundary(['src/**']),
  // The commands (src/cli/) are no part of the site: they may run its tools.
  toolBoundary(['src/tools/**', 'src/cli/**', 'scripts/**']),
  toolBoundary(
    ['src/tools/siteCheck/**'],
    [
      [
        '**/pipeline/**',
        '**/model/**',
        '**/shared/**',
        '**/config/**',
        '**/content/**',
        '**/publish/**',
        '**/changes/**',
        ...RENDERING,
      ],
      'the site check judges a built site from the raw document alone: it shares no code with what it checks',
    ],
  ),
  ...pipelineBoundaries,
  boundary(
    ['src/model/**'],
    [['**/pipeline/**', ...RENDERING], 'the model is types and look-ups: it imports no stage and no renderer'],
    SHARED,
  ),
  boundary(
    ['src/changes/**'],
    [
      ['**/pipeline/**', '**/config/**', '**/content/**', '**/publish/**', ...RENDERING],
      'the comparison of two versions reads the model only (and shared utilities)',
    ],
    SHARED,
  ),
  boundary(
    ['src/shared/**'],
    [['**/pipeline/**', '**/model/**', ...RENDERING], 'shared utilities know nothing of the site'],
    SHARED,
  ),
  boundary(
    ['src/presentation/**'],
    [
      ['**/pipeline/**', '**/components/**', '**/layouts/**', '**/pages/**', '**/integration/**'],
      'presentation reads the model, never the pipeline or the markup',
    ],
    SHARED,
  ),
  boundary(
    ['src/presentation/*.ts'],
    [
      ['**/pipeline/**', '**/components/**', '**/layouts/**', '**/pages/**', '**/integration/**', '**/twins/**'],
      'the twins are written from the presentation layer, which never reads them back (no folder cycle)',
    ],
    SHARED,
  ),
  boundary(
    ['src/presentation/strings/**'],
    [
      ['**/pipeline/**', '**/components/**', '**/layouts/**', '**/pages/**', '**/integration/**', '**/context/**'],
      'the words are data: a page gets them from the build context, they never read it',
    ],
    SHARED,
  ),
  boundary(['src/context/**', 'src/config/**'], SHARED),
  boundary(
    ['src/components/**', 'src/layouts/**'],
    [['**/pipeline/**', '**/integration/**'], 'components render the model: they never run a pipeline stage'],
  ),
  boundary(
    ['src/browser/**'],
    [
      ['**/pipeline/**', '**/model/**', '**/components/**', '**/integration/**', 'node:*'],
      'browser code runs in the browser',
    ],
  ),
  {
    // No import cycle: a module's imports load before it, whichever of two files is asked for first.
    files: ['**/*.ts', '**/*.mjs', '**/*.js'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.mjs', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // State lives in the build context (src/context/), the one registry on globalThis.
    files: ['src/**'],
    ignores: ['src/context/buildContext.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'globalThis', message: 'state lives in the build context (src/context/buildContext.ts)' },
        { name: 'global', message: 'state lives in the build context (src/context/buildContext.ts)' },
      ],
    },
  },
  {
    // The user's knobs are read in one place; no variable carries data from one module to another. The tools
    // (src/tools/: the site check, the mock, Chromium for tests) are commands of their own, outside the build; the
    // Astro launcher sets the native allocator's own variables (src/cli/astro.mjs).
    files: ['src/**'],
    ignores: ['src/config/inputs.ts', 'src/tools/**', 'src/cli/astro.mjs'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read the inputs of src/config/inputs.ts (the build context)' },
      ],
    },
  },
  {
    // Output is made once, in the form it is needed: no page's HTML is searched for its headings and rewritten (a
    // heading is written with its permalink: components/layout/Heading.astro, presentation/headingAnchors.ts), and
    // the search index is handed records; only searchIndex.ts hands it a page's HTML, as the page is.
    files: ['src/**', 'scripts/**'],
    rules: {
      'no-restricted-syntax': ['error', ...HEADINGS_BY_REGEX],
    },
  },
  {
    files: ['src/**', 'scripts/**'],
    ignores: ['src/integration/searchIndex.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...HEADINGS_BY_REGEX,
        {
          selector: "MemberExpression[property.name='addHTMLFile']",
          message: 'hand Pagefind a record (presentation/searchRecord.ts); only searchIndex.ts hands it HTML',
        },
      ],
    },
  },
  {
    // Inline scripts run before first paint on every page: compact ES5 on purpose.
    files: ['**/*.astro/*.js', '**/*.astro/*.ts'],
    rules: { 'no-var': 'off', '@typescript-eslint/no-unused-vars': 'off' },
  },
);
