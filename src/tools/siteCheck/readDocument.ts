import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

/** The raw document in a YAML or JSON file, exactly as written (no upgrade, no dereferencing). */
export function readDocument(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  return /\.json$/i.test(file) ? JSON.parse(text) : load(text);
}
