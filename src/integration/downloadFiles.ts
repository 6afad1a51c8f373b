import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { downloadTexts } from '../presentation/downloads.ts';
import { isJson, parseFile } from '../pipeline/1-load/sourceFiles.ts';
import { helperProcess } from './helperProcess.ts';

/** Where one document's `openapi.json` and `openapi.yaml` go, in one language. */
export interface DownloadTarget {
  json: string;
  yaml: string;
}

/** The downloads' process, started: `place` puts the files it made where they go. */
export interface Downloads {
  place(targets: Map<string, DownloadTarget[]>): Promise<void>;
}

/** What the downloads' process is given: the documents, and the folder it writes their files to, in their order. */
export interface DownloadsWork {
  documents: string[];
  folder: string;
}

const PROCESS = new URL('./downloadsProcess.ts', import.meta.url);

/**
 * Makes the downloads of `documents` in a process of their own from the start of the build, into `folder` (a
 * folder of Astro's cache, on the output's disk): reading a large document again and writing it twice (YAML most
 * of all) took seconds of the pages' process at its end, where its heap and Pagefind's are largest; here it happens
 * while Vite bundles and the model is built, and the process is gone before the pages are. A build of large
 * documents has them made by the process that resolves them (resolvedAhead.ts) instead: one process fewer.
 */
export function startDownloads(documents: string[], folder: string): Downloads {
  const child = helperProcess(PROCESS, {
    // A small young generation and a slowly growing heap: less memory at the build's early peak, and no hurry.
    execArgv: ['--max-semi-space-size=4', '--heap-growing-percent=30'],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const made: Promise<void> = new Promise((done, fail) => {
    child.on('error', fail);
    child.on('exit', (code, signal) => (code === 0 ? done() : fail(notMade(errors.trim() || String(signal)))));
  });
  child.send({ documents, folder } satisfies DownloadsWork);
  return placedWhenMade(made, documents, folder);
}

/** Why the downloads are missing, as the build reports it. */
export const notMade = (reason: string) =>
  new Error(`the downloads (openapi.json, openapi.yaml) were not made: ${reason}`);

/**
 * The downloads that another process makes into `folder` (`made` settles when it is done): `place` puts them where
 * they go. Astro empties the output folder after the build starts, so they are moved into place at the end.
 */
export function placedWhenMade(made: Promise<void>, documents: string[], folder: string): Downloads {
  // A failure is reported when the build asks for the files.
  made.catch(() => {});
  return {
    async place(targets) {
      await made;
      documents.forEach((file, index) => {
        const [first, ...others] = targets.get(file) ?? [];
        if (!first) return;
        moveTo(join(folder, `${index}.json`), first.json);
        moveTo(join(folder, `${index}.yaml`), first.yaml);
        for (const other of others) {
          mkdirSync(dirname(other.json), { recursive: true });
          copyFileSync(first.json, other.json);
          copyFileSync(first.yaml, other.yaml);
        }
      });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Moves a file, or copies it where the target is on another disk. */
function moveTo(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** The work of the downloads' process: each document's two texts, its file read once for both. */
export function makeDownloads({ documents, folder }: DownloadsWork): void {
  mkdirSync(folder, { recursive: true });
  documents.forEach((file, index) => {
    // Read again: dereferencing rewrote the parsed data in place, and the model keeps none of the file.
    const { json, yaml } = downloadTexts(parseFile(file).data, isJson(extname(file)));
    writeFileSync(join(folder, `${index}.json`), json);
    writeFileSync(join(folder, `${index}.yaml`), yaml);
  });
}
