// The process that resolves the build's documents ahead of the model (resolvedAhead.ts starts it): the list arrives
// once; each document is answered in turn, resolved with its descriptions parsed, or not (the build then resolves
// it itself and reports the error); then it leaves.
import { loadDocument } from '../pipeline/1-load/sourceFiles.ts';
import { resolveDocument } from '../pipeline/3-resolve/resolveDocument.ts';
import { parsedDescriptions } from '../pipeline/4-normalize/descriptions.ts';
import type { ResolvedElsewhere } from '../pipeline/5-site/loadSite.ts';
import type { ResolveAnswer, ResolveWork } from './resolvedAhead.ts';

process.once('message', async ({ files }: ResolveWork) => {
  for (const file of files) {
    let elsewhere: ResolvedElsewhere | undefined;
    try {
      // Checked by the build meanwhile: a document it refuses stops the build, and this process with it.
      const resolved = await resolveDocument(loadDocument(file), { checked: true });
      elsewhere = { resolved, descriptions: parsedDescriptions(resolved.data) };
    } catch {
      elsewhere = undefined;
    }
    if (!process.connected) return;
    await new Promise<void>((sent) =>
      process.send!({ file, elsewhere } satisfies ResolveAnswer, undefined, {}, () => sent()),
    );
  }
  process.disconnect();
});
process.once('disconnect', () => process.exit(0));
