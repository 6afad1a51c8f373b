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
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { basePath } from '../shared/basePath.ts';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';

/**
 * The try-it client (Scalar's API client modal, `src/browser/tryItClient.ts`) is large and the same for every
 * site, so it is bundled once, cached under node_modules/.cache keyed on its source and package versions, and
 * copied into each build as `_tryit/<key>/client.js` (+ client.css and lazy chunks). Pages only know its URL,
 * `import.meta.env.TRYIT_CLIENT_URL`, and import it when the reader opens a try-it panel.
 */
const ENTRY = fileURLToPath(new URL('../browser/tryItClient.ts', import.meta.url));
/** The entry and the modules of this folder it imports: the bundle's key covers them all. */
const SOURCES = [ENTRY, fileURLToPath(new URL('../browser/tryItMemory.ts', import.meta.url))];
const PACKAGES = ['@scalar/api-client', '@scalar/workspace-store', 'vue', 'vite'];
const FOLDER = '_tryit';
/** Bump when the bundling options below change. */
const RECIPE = 4;

export function tryItClient(): AstroIntegration {
  let root = process.cwd();
  const key = bundleKey();
  let building: Promise<string> | undefined;
  const bundle = () => (building ??= ensureBundle(root, key));
  return {
    name: 'try-it-client',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        const base = basePath(config.base);
        const url = `${base}${FOLDER}/${key}/client.js`;
        const tryIt = loadSiteConfig(root).tryIt;
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
        if (loadSiteConfig(root).tryIt === false) return;
        const started = performance.now();
        const cached = await bundle();
        cpSync(cached, join(fileURLToPath(dir), FOLDER, key), { recursive: true });
        logger.info(`try-it client ${FOLDER}/${key}/ copied in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}

function bundleKey(): string {
  const hash = createHash('sha256').update(`recipe ${RECIPE}\n`);
  for (const file of SOURCES) hash.update(readFileSync(file));
  for (const name of PACKAGES) hash.update(`${name}@${versionOf(name, dirname(ENTRY))}\n`);
  return hash.digest('hex').slice(0, 12);
}

/** A package's version, from node_modules/<name>/package.json in this folder or above (not every package exports it). */
function versionOf(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dir === dirname(dir)) throw new Error(`try-it client: cannot find the package ${name}`);
  }
}

/** The cached bundle's folder, building it first when missing (written aside, then renamed into place). */
async function ensureBundle(root: string, key: string): Promise<string> {
  const cacheDir = resolve(root, 'node_modules/.cache/api-reference-tryit');
  const target = join(cacheDir, key);
  if (existsSync(join(target, 'client.js'))) return target;
  const temporary = join(cacheDir, `${key}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
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
  for (const name of readdirSync(cacheDir)) {
    if (name !== key && !name.endsWith('.tmp')) rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
  return target;
}
