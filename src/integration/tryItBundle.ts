import { createHash } from 'node:crypto';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { basePath } from '../shared/basePath.ts';
import { buildContext } from '../context/buildContext.ts';

/**
 * The try-it client (Scalar's API client modal, `src/browser/tryItClient.ts`) is large and the same for every
 * site, so it is bundled once, keyed on its sources and package versions, and copied into each build as
 * `_tryit/<key>/client.js` (+ client.css and lazy chunks). Pages only know its URL,
 * `import.meta.env.TRYIT_CLIENT_URL`, and import it when the reader opens a try-it panel.
 *
 * The bundle of the committed sources is committed too, in prebuilt/try-it/<key>/ (`npm run build:tryit`):
 * bundling it with Vite takes seconds and hundreds of MB, and a fresh clone (every CI run) has no cache. Only
 * when the sources or packages differ from the prebuilt copy is it bundled here, cached under node_modules/.cache.
 */
const ENTRY = fileURLToPath(new URL('../browser/tryItClient.ts', import.meta.url));
const PACKAGES = ['@scalar/api-client', '@scalar/workspace-store', 'vue', 'zod', 'vite'];
const FOLDER = '_tryit';
/** Bump when the bundling options below change. */
const RECIPE = 4;
export const PREBUILT_DIR = fileURLToPath(new URL('../../prebuilt/try-it/', import.meta.url));

export function tryItBundle(): AstroIntegration {
  let root = process.cwd();
  const key = bundleKey();
  let building: Promise<string> | undefined;
  const bundle = () => (building ??= prebuiltOrCached(root, key));
  return {
    name: 'try-it-client',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        const base = basePath(config.base);
        const url = `${base}${FOLDER}/${key}/client.js`;
        const tryIt = buildContext().config.tryIt;
        const proxyUrl = typeof tryIt === 'object' ? (tryIt.proxyUrl ?? '') : '';
        updateConfig({
          vite: {
            define: {
              'import.meta.env.TRYIT_CLIENT_URL': JSON.stringify(url),
              'import.meta.env.TRYIT_PROXY_URL': JSON.stringify(proxyUrl),
            },
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://x').pathname;
          const at = path.indexOf(`/${FOLDER}/${key}/`);
          if (at < 0) return next();
          bundle().then((dir) => {
            const file = resolve(dir, path.slice(at + FOLDER.length + key.length + 3));
            if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) return next();
            response.setHeader('content-type', extname(file) === '.css' ? 'text/css' : 'text/javascript');
            createReadStream(file).pipe(response);
          }, next);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (buildContext().config.tryIt === false) return;
        const started = performance.now();
        const bundled = await bundle();
        cpSync(bundled, join(fileURLToPath(dir), FOLDER, key), { recursive: true });
        const ms = Math.round(performance.now() - started);
        if (bundled.startsWith(PREBUILT_DIR))
          logger.info(`try-it client ${FOLDER}/${key}/ copied, prebuilt, in ${ms} ms`);
        else
          logger.warn(
            `try-it client ${FOLDER}/${key}/ in ${ms} ms: prebuilt/try-it holds no bundle of these sources, so it was ` +
              'bundled here (run `npm run build:tryit` and commit prebuilt/try-it to spare every fresh clone this)',
          );
      },
    },
  };
}

/** What the bundle is made of: the recipe, every local source it imports, the packages' versions. */
export function bundleKey(): string {
  const hash = createHash('sha256').update(`recipe ${RECIPE}\n`);
  for (const file of localSources(ENTRY)) {
    // Line endings as git stores them, so a Windows checkout finds the same key.
    const text = readFileSync(file, 'utf8').replaceAll('\r\n', '\n');
    hash.update(`${relative(dirname(ENTRY), file).replaceAll(sep, '/')}\n${text}\n`);
  }
  for (const name of PACKAGES) hash.update(`${name}@${versionOf(name, dirname(ENTRY))}\n`);
  return hash.digest('hex').slice(0, 12);
}

/** The entry and the project files it imports, directly or not (relative specifiers), sorted. */
function localSources(entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g))
      visit(resolve(dirname(file), specifier));
  };
  visit(entry);
  return [...found].sort();
}

/** A package's version, from node_modules/<name>/package.json in this folder or above (not every package exports it). */
function versionOf(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dir === dirname(dir)) throw new Error(`try-it client: cannot find the package ${name}`);
  }
}

/** The committed bundle when it is of these sources, else the cached one (bundled first when missing). */
async function prebuiltOrCached(root: string, key: string): Promise<string> {
  const prebuilt = join(PREBUILT_DIR, key);
  if (existsSync(join(prebuilt, 'client.js'))) return prebuilt;
  return bundleInto(resolve(root, 'node_modules/.cache/api-reference-tryit'), key, root);
}

/**
 * `dir/<key>/`, bundled first when missing (written aside, then renamed into place); other keys in `dir`, bundles
 * of older sources or package versions, are removed.
 */
export async function bundleInto(dir: string, key: string, root: string): Promise<string> {
  const target = join(dir, key);
  if (existsSync(join(target, 'client.js'))) return target;
  const temporary = join(dir, `${key}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { build } = await import('vite');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    build: {
      lib: { entry: ENTRY, formats: ['es'], fileName: () => 'client.js', cssFileName: 'client' },
      outDir: temporary,
      emptyOutDir: true,
      copyPublicDir: false,
      // Vite keeps whitespace in an ES library for other bundlers; this bundle goes straight to browsers.
      rolldownOptions: { output: { minify: true } },
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
    },
  });
  try {
    renameSync(temporary, target);
  } catch (error) {
    // Another build finished the same bundle first.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(join(target, 'client.js'))) throw error;
  }
  // Bundles of older sources or package versions are never used again.
  for (const name of readdirSync(dir)) {
    if (name !== key && !name.endsWith('.tmp')) rmSync(join(dir, name), { recursive: true, force: true });
  }
  return target;
}
