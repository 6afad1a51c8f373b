// The peers' pages: Scalar's and Redoc's standalone bundles from node_modules, each opening one document, in a
// folder served from 127.0.0.1 beside ours. Nothing is fetched from elsewhere (the browser blocks it).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SCALAR_BUNDLE = 'node_modules/@scalar/api-reference/dist/browser/standalone.js';
const REDOC_BUNDLE = 'node_modules/redoc/bundles/redoc.standalone.js';

/**
 * `scalar.html?document=adyen.json` opens `documents/adyen.json`, as does `redoc.html?document=adyen.json`.
 * Scalar keeps its tags folded, its operations out of the page until one is opened: `&openAllTags` unfolds them,
 * for finding an operation's id only.
 */
const SCALAR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scalar</title></head>
<body><div id="app"></div>
<script src="scalar.js"></script>
<script>
  const query = new URLSearchParams(location.search);
  Scalar.createApiReference('#app', {
    url: 'documents/' + query.get('document'),
    defaultOpenAllTags: query.has('openAllTags'),
    telemetry: false,
    withDefaultFonts: false,
    darkMode: false,
    forceDarkModeState: 'light',
    hideDarkModeToggle: true,
  });
</script>
</body></html>
`;

const REDOC_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Redoc</title></head>
<body><redoc></redoc>
<script type="module">
  import { init } from './redoc.js';
  init('documents/' + new URLSearchParams(location.search).get('document'), { disableTelemetry: true });
</script>
</body></html>
`;

/** Writes the peers' folder: both bundles, both pages, and the documents under `documents/`. */
export function writePeerSite(root: string, folder: string, documentFiles: string[]): void {
  mkdirSync(join(folder, 'documents'), { recursive: true });
  copyFileSync(join(root, SCALAR_BUNDLE), join(folder, 'scalar.js'));
  copyFileSync(join(root, REDOC_BUNDLE), join(folder, 'redoc.js'));
  writeFileSync(join(folder, 'scalar.html'), SCALAR_PAGE);
  writeFileSync(join(folder, 'redoc.html'), REDOC_PAGE);
  for (const file of documentFiles) copyFileSync(file, join(folder, 'documents', file.split('/').pop()!));
}
