import assert from 'node:assert/strict';
import { Socket } from 'node:net';
import { test } from 'node:test';
import { close, createIndex } from 'pagefind';
import { batchPagefindWrites } from '../../../src/integration/pagefindWrites.ts';

test("the records of one turn reach Pagefind's process in one write, and all of them are indexed", async () => {
  await batchPagefindWrites();
  const { index } = await createIndex({});
  assert.ok(index);
  // Every write this test process makes to a pipe or socket from here on, but for its own output, is one to
  // Pagefind's process.
  const writes = { one: 0, many: 0 };
  const ours = (socket: unknown) => socket === process.stdout || socket === process.stderr;
  const { _write: one, _writev: many } = Socket.prototype as unknown as Record<string, (...args: unknown[]) => void>;
  Object.assign(Socket.prototype, {
    _write(this: Socket, ...args: unknown[]) {
      if (!ours(this)) writes.one += 1;
      return one.apply(this, args);
    },
    _writev(this: Socket, ...args: unknown[]) {
      if (!ours(this)) writes.many += 1;
      return many.apply(this, args);
    },
  });
  try {
    const pages = Array.from({ length: 40 }, (_, n) =>
      index.addCustomRecord({ url: `/page-${n}/`, content: `Page ${n} lists pets`, language: 'en' }),
    );
    const added = await Promise.all(pages);
    assert.deepEqual(
      added.flatMap((page) => page.errors),
      [],
    );
    assert.equal(writes.one + writes.many, 1, `40 records in ${writes.one} writes and ${writes.many} batches`);
    const { files } = await index.getFiles();
    const entry = JSON.parse(
      Buffer.from(files.find((file) => file.path === 'pagefind-entry.json')!.content).toString(),
    ) as { languages: Record<string, { page_count: number }> };
    assert.equal(entry.languages.en.page_count, 40);
  } finally {
    Object.assign(Socket.prototype, { _write: one, _writev: many });
    await close();
  }
});
