// Writes each document's downloads, in a process of its own started by the build (src/integration/downloads.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { downloadJson, downloadYaml } from '../lib/downloads.ts';
import { parseFile } from '../lib/load.ts';

export interface DownloadJob {
  file: string;
  json: string;
  yaml: string;
}

const jobs: DownloadJob[] = JSON.parse(process.argv[2] ?? '[]');
for (const { file, json, yaml } of jobs) {
  const raw = parseFile(file).data;
  mkdirSync(dirname(json), { recursive: true });
  writeFileSync(json, downloadJson(raw));
  writeFileSync(yaml, downloadYaml(raw));
}
