// Node runs this project's TypeScript by stripping its types, but not from files under node_modules, where the
// installed package lives: there its own .ts files are stripped here, by the same function Node uses.
import { readFileSync } from 'node:fs';
import { registerHooks, stripTypeScriptTypes } from 'node:module';

const packageRoot = new URL('../../', import.meta.url).href;

if (packageRoot.includes('/node_modules/')) {
  registerHooks({
    load(url, context, nextLoad) {
      const own = url.startsWith(packageRoot) && !url.includes('/node_modules/', packageRoot.length);
      if (!own || !url.endsWith('.ts')) return nextLoad(url, context);
      const source = quietly(() => stripTypeScriptTypes(readFileSync(new URL(url), 'utf8')));
      return { format: 'module', source, shortCircuit: true };
    },
  });
}

/** Node calls the function experimental, once, on a user's terminal: the warning is about our choice, not their site. */
function quietly(strip) {
  const emitWarning = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return strip();
  } finally {
    process.emitWarning = emitWarning;
  }
}
