// npm run build:tryit — bundles the try-it client (src/browser/tryItClient.ts) into prebuilt/try-it/<key>/, to be
// committed, so that no build of a fresh clone bundles it again (src/integration/tryItBundle.ts).
import { bundleInto, bundleKey, PREBUILT_DIR } from '../src/integration/tryItBundle.ts';

const key = bundleKey();
const started = performance.now();
const dir = await bundleInto(PREBUILT_DIR, key, process.cwd());
console.log(`${dir} (${Math.round(performance.now() - started)} ms): commit prebuilt/try-it`);
