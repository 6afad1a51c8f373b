import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runNode } from '../../../support/runNode.ts';

const DOMAINS_SCRIPT = resolve(import.meta.dirname, '../../../../scripts/domains.ts');

export type TempProject = { dir: string; writeConfig(config: unknown): void; readConfig(): any; remove(): void };

export function createTempProject(config?: unknown): TempProject {
  const dir = mkdtempSync(join(tmpdir(), 'publish-project-'));
  const project: TempProject = {
    dir,
    writeConfig: (value) => writeFileSync(join(dir, 'site.config.json'), `${JSON.stringify(value, null, 2)}\n`),
    readConfig: () => JSON.parse(readFileSync(join(dir, 'site.config.json'), 'utf8')),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  if (config !== undefined) project.writeConfig(config);
  return project;
}

export type CliRun = { code: number | null; stdout: string; stderr: string };

/** Runs scripts/domains.ts with this test's Node (24), in `cwd`, as npm run domains would. */
export async function runDomains(cwd: string, args: string[]): Promise<CliRun> {
  const { status, stdout, stderr } = await runNode([DOMAINS_SCRIPT, ...args], { cwd });
  return { code: status, stdout, stderr };
}
