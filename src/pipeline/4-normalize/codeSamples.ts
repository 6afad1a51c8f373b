import type { CodeSample } from '../../model/model.ts';
import { asObject } from '../../shared/rawValues.ts';

/** Sample languages as documents write them, mapped to shiki grammars. */
const GRAMMARS: Record<string, string> = {
  curl: 'shellscript',
  shell: 'shellscript',
  sh: 'shellscript',
  bash: 'shellscript',
  zsh: 'shellscript',
  cli: 'shellscript',
  httpie: 'shellscript',
  wget: 'shellscript',
  powershell: 'powershell',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  'node.js': 'javascript',
  nodejs: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  python: 'python',
  python3: 'python',
  py: 'python',
  go: 'go',
  golang: 'go',
  ruby: 'ruby',
  rb: 'ruby',
  php: 'php',
  java: 'java',
  kotlin: 'kotlin',
  'c#': 'csharp',
  csharp: 'csharp',
  cs: 'csharp',
  '.net': 'csharp',
  dotnet: 'csharp',
  swift: 'swift',
  rust: 'rust',
  c: 'c',
  'c++': 'cpp',
  cpp: 'cpp',
  'objective-c': 'objective-c',
  objc: 'objective-c',
  dart: 'dart',
  scala: 'scala',
  r: 'r',
  elixir: 'elixir',
  clojure: 'clojure',
  ocaml: 'ocaml',
  json: 'json',
  yaml: 'yaml',
  xml: 'xml',
  http: 'http',
};

export function grammarOf(lang: string): string {
  return GRAMMARS[lang.trim().toLowerCase()] ?? 'text';
}

/** `x-codeSamples` / `x-code-samples` in Redoc's `{lang, label, source}` or ReadMe's `{language, name, code}` shape. */
export function codeSamplesOf(operation: Record<string, any>): CodeSample[] {
  const entries = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry): CodeSample[] => {
    const sample = asObject(entry);
    const source = sample.source ?? sample.code;
    if (typeof source !== 'string') return [];
    // Kept as written: the site contract repeats lang and label verbatim.
    const lang = String(sample.lang ?? sample.language ?? '');
    const label = String(sample.label ?? sample.name ?? lang);
    return [{ lang, label, source, grammar: grammarOf(lang), generated: false }];
  });
}
