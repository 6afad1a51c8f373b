#!/usr/bin/env node
// The package's command (src/cli/main.ts). It runs on a Node that strips TypeScript's types (22.18 or newer); on an
// older one it starts again on the Node the package brings, the `node` dependency, as `npm run` does in the repository.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major > 22 || (major === 22 && minor >= 18)) {
  await import('../src/cli/typeStripping.mjs');
  await import('../src/cli/main.ts');
} else {
  const node = packagedNode();
  if (!node) {
    console.error(
      `astro-openapi-reference needs Node 22.18 or newer (this is ${process.version}), and the Node it brings was not ` +
        'installed (npm ran no install script for the "node" package): install Node 26, or allow that script.',
    );
    process.exit(1);
  }
  const { status, signal } = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(status ?? (signal === 'SIGINT' ? 0 : 1));
}

/** The binary of the `node` package this one depends on, when npm installed it. */
function packagedNode() {
  try {
    const binary = join(dirname(createRequire(import.meta.url).resolve('node/package.json')), 'bin', 'node');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}
