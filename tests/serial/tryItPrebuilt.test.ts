// The try-it client is bundled once and committed (prebuilt/try-it, src/integration/tryItBundle.ts), so that a
// fresh clone's build copies it rather than bundling it with Vite; the browser tests open it (operations.spec.ts).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { bundleKey, PREBUILT_DIR } from '../../src/integration/tryItBundle.ts';
import { astroBuildSync } from '../support/astroBuild.ts';

mkdirSync(join(process.cwd(), '.cache/builds'), { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.cache/builds', 'try-it-prebuilt-'));
after(() => rmSync(work, { recursive: true, force: true }));

describe('the prebuilt try-it client', () => {
  const key = bundleKey();

  it('is the bundle of the current sources and packages, and the only one committed', () => {
    assert.deepEqual(
      readdirSync(PREBUILT_DIR),
      [key],
      'prebuilt/try-it is not the bundle of src/browser/tryItClient.ts and what it imports: run `npm run build:tryit`',
    );
    for (const file of ['client.js', 'client.css']) assert.ok(existsSync(join(PREBUILT_DIR, key, file)), file);
  });

  it('is copied into the site as is, without bundling', () => {
    const config = join(work, 'site.config.json');
    writeFileSync(config, '{}\n');
    const out = join(work, 'dist');
    const { status, output } = astroBuildSync({ SITE_CONFIG: config, OUT_DIR: out });
    assert.equal(status, 0, output.slice(-3000));
    assert.match(output, /try-it client _tryit\/\w+\/ copied, prebuilt/);
    const copied = join(out, '_tryit', key);
    assert.deepEqual(readdirSync(copied).sort(), readdirSync(join(PREBUILT_DIR, key)).sort());
    assert.ok(readFileSync(join(copied, 'client.js')).equals(readFileSync(join(PREBUILT_DIR, key, 'client.js'))));
    // The pages' script imports that copy.
    const scripts = readdirSync(join(out, '_astro')).filter((name) => name.endsWith('.js'));
    const importing = scripts.filter((name) =>
      readFileSync(join(out, '_astro', name), 'utf8').includes(`/_tryit/${key}/client.js`),
    );
    assert.notEqual(importing.length, 0, `no script of the site imports /_tryit/${key}/client.js`);
  });
});
