import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { checkSiteConfig, ConfigError, configFile, readConfigJson } from '../config/loadSiteConfig.ts';

export type RawConfig = Record<string, unknown>;

/** site.config.json as written, defaults not filled in, so a rewrite keeps exactly what the user wrote. */
export function readRawConfig(root: string): RawConfig {
  const file = configFile(root);
  if (!existsSync(file)) return {};
  const { data } = readConfigJson(file);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ConfigError(`${file}: must hold one JSON object`);
  }
  return data as RawConfig;
}

/** Validates, then replaces site.config.json in one rename so a reader never sees half a file. */
export function writeRawConfig(root: string, data: RawConfig): void {
  const file = configFile(root);
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const { problems } = checkSiteConfig(data, text, file, root);
  if (problems.length) {
    const lines = problems.map((problem) => `  ${problem}`);
    throw new ConfigError(
      `${file}: the change would make the configuration invalid, nothing written:\n${lines.join('\n')}`,
    );
  }
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
