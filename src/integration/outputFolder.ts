import type { AstroIntegration } from 'astro';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * An output folder on another file system than the project (`--out /tmp/site` where /tmp is a tmpfs, a mounted
 * volume): Astro builds the pages beside the project and then renames its assets into the output folder, which no
 * file system allows across devices (EXDEV). The build is then made in a folder of the project and moved to the
 * output folder once every file is written: the output folder keeps what it held until then, and its `.git` (as
 * Astro's own emptying of it does).
 */
export function outputFolder(): AstroIntegration & { moveAfterBuild(): void } {
  let move: { from: string; to: string } | undefined;
  return {
    name: 'api-reference:output-folder',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        const out = resolve(fileURLToPath(config.outDir));
        if (command !== 'build' || sameDevice(out, process.cwd())) return;
        // One for each build: builds side by side (the tests) do not share it.
        const folder = join(process.cwd(), '.astro', `output-${process.pid}`);
        move = { from: folder, to: out };
        updateConfig({ outDir: pathToFileURL(`${folder}/`) });
        // A build that stops halfway leaves the output folder as it was, and nothing of itself.
        process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
      },
    },
    moveAfterBuild() {
      if (move) moveFolder(move.from, move.to);
    },
  };
}

/** Whether a folder (or, not made yet, its nearest existing parent) is inside `root` or on root's file system. */
function sameDevice(folder: string, root: string): boolean {
  const inside = relative(root, folder);
  if (!inside.startsWith('..') && !isAbsolute(inside)) return true;
  let existing = folder;
  while (!existsSync(existing)) existing = dirname(existing);
  return statSync(existing).dev === statSync(root).dev;
}

/**
 * `from`'s files in place of `to`'s, on another device: emptied and filled rather than replaced, as the output folder
 * may be a mount point (a container's volume), which no rename replaces.
 */
function moveFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(to)) if (entry !== '.git') rmSync(join(to, entry), { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  rmSync(from, { recursive: true, force: true });
}
