import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadJson, yamlOfJson } from '../presentation/downloads.ts';
import { parseFile } from '../pipeline/1-load/sourceFiles.ts';

/** One document's downloads: its file, and where its `openapi.json` and `openapi.yaml` go (one pair a language). */
export interface DownloadJob {
  sourceFile: string;
  targets: { json: string; yaml: string }[];
}

const PROCESS = fileURLToPath(new URL('./downloadsProcess.ts', import.meta.url));
/** Installed, the package's TypeScript is stripped by its own hook (src/cli/typeStripping.mjs). */
const TYPE_STRIPPING = new URL('../cli/typeStripping.mjs', import.meta.url).href;

/**
 * Writes the downloads in a process of their own, beside the Markdown twins: reading a large document again and
 * writing it twice, YAML most of all, took seconds of the pages' process and its largest heap. They need nothing
 * of the model but where each file goes.
 */
export function writeDownloadsApart(jobs: DownloadJob[]): Promise<void> {
  if (jobs.length === 0) return Promise.resolve();
  return new Promise((done, fail) => {
    const child = fork(PROCESS, [], {
      execArgv: ['--import', TYPE_STRIPPING],
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk) => (errors += chunk));
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`the downloads (openapi.json, openapi.yaml) were not written: ${errors.trim() || signal}`)),
    );
    child.send(jobs);
  });
}

/** The files of each job, each document read once for both. */
export function writeDownloads(jobs: DownloadJob[]): void {
  for (const { sourceFile, targets } of jobs) {
    // Read again: dereferencing rewrote the parsed data in place, and the model keeps none of the file.
    const json = downloadJson(parseFile(sourceFile).data);
    const yaml = yamlOfJson(json);
    for (const target of targets) {
      mkdirSync(dirname(target.json), { recursive: true });
      writeFileSync(target.json, json);
      writeFileSync(target.yaml, yaml);
    }
  }
}
