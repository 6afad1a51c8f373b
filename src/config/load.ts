import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { lineColumnOf } from '../lib/position.ts';

export const CONFIG_FILE = 'site.config.json';

export class ConfigError extends Error {}

/** Reads and validates the site configuration; a missing file means all defaults. */
export function loadSiteConfig(root = process.cwd()): SiteConfig {
  const file = resolve(root, CONFIG_FILE);
  const raw = existsSync(file) ? readFileSync(file, 'utf8') : '{}';
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    const { line, column } = lineColumnOf(raw, error as Error);
    throw new ConfigError(`${file}:${line}:${column}: invalid JSON: ${(error as Error).message}`);
  }
  const parsed = siteConfigSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : '(root)';
      return `  - ${where}: ${issue.message}`;
    });
    throw new ConfigError(`${file}: invalid site configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
