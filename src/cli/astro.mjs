// `npm run build|dev|preview` and the package's `build|dev|preview`: the Astro CLI, with memory settings for large
// documents.
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';

// Node keeps the compiled code of Astro's, Vite's and our modules for the next `astro dev`, which starts sooner; in
// the project's node_modules/.cache (else where Node keeps it, not in the user's folder). A build writes none unless
// NODE_COMPILE_CACHE asks (the test suite's many builds): writing it holds a cold build's thread for seconds, and a
// later build is no quicker for it (docs/performance.md). Astro's own launcher would turn it on, so it is refused.
if (process.argv[2] !== 'build') {
  enableCompileCache(existsSync('node_modules') ? 'node_modules/.cache/node-compile-cache' : undefined);
} else if (!process.env.NODE_COMPILE_CACHE) process.env.NODE_DISABLE_COMPILE_CACHE ??= '1';

// Vite's bundler (rolldown) and lightningcss are native modules built with mimalloc, which by default commits its
// arena eagerly and keeps freed pages for a second: resident memory held for the whole build (docs/performance.md).
// mimalloc reads these variables when the module loads, so they are set before Astro starts.
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';
process.env.MIMALLOC_PURGE_DELAY ??= '0';
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
await import('./typeStripping.mjs');

if (process.argv[2] === 'build') {
  // Before any helper process starts: they inherit it (src/integration/batchScheduling.ts).
  (await import('../integration/batchScheduling.ts')).scheduleAsBatch();
  // Node's exit joins V8's background threads before V8 is told to stop them: one that waits for a collection then
  // waits forever, and so does the exit (seen under load, after a build and after a configuration error). A
  // collection as the process exits lets it go on.
  const v8 = await import('node:v8');
  v8.setFlagsFromString('--expose-gc');
  const collect = (await import('node:vm')).runInNewContext('gc');
  process.once('exit', () => collect());
  (await import('./routeLog.mjs')).tidyRouteLog(process.stdout);
  // The heap's growth depends on the documents' size (src/integration/documentSize.ts); V8 reads it at each collection.
  const { bytesOf, documentFiles, heapGrowth, RESOLVED_APART } = await import('../integration/documentSize.ts');
  const { inputs } = await import('../config/inputs.ts');
  const { openapiDir, namedDocuments } = inputs();
  const files = documentFiles(openapiDir, namedDocuments);
  const bytes = bytesOf(files);
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowth(bytes)}`);
  // Large documents are resolved in a process of their own, from now rather than from when Astro has loaded (its
  // first seconds): the build's integration takes the process over. Its code is loaded only then.
  if (bytes >= RESOLVED_APART)
    (await import('../integration/resolveProcessFork.ts')).resolveBeforeAstro({
      files,
      dir: openapiDir,
      named: namedDocuments,
    });
}

// Where npm put Astro: beside this package when installed, in its own node_modules in the repository.
await import(new URL('./bin/astro.mjs', import.meta.resolve('astro/package.json')).href);
