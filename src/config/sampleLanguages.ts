/**
 * The languages the site can generate code samples in (`codeSamples.languages` in site.config.json), each with the
 * @scalar/snippetz client that writes it, the shiki grammar that colours it, and the names documents give it in
 * `x-codeSamples` (so a document's own sample of a language replaces the generated one).
 */
export const SAMPLE_LANGUAGES = [
  { name: 'cURL', target: 'shell', client: 'curl', grammar: 'shellscript', aliases: ['curl', 'shell', 'sh', 'bash'] },
  { name: 'JavaScript', target: 'js', client: 'fetch', grammar: 'javascript', aliases: ['javascript', 'js'] },
  { name: 'Python', target: 'python', client: 'requests', grammar: 'python', aliases: ['python', 'python3', 'py'] },
  { name: 'Go', target: 'go', client: 'native', grammar: 'go', aliases: ['go', 'golang'] },
  { name: 'Java', target: 'java', client: 'nethttp', grammar: 'java', aliases: ['java'] },
  { name: 'Ruby', target: 'ruby', client: 'native', grammar: 'ruby', aliases: ['ruby', 'rb'] },
  { name: 'PHP', target: 'php', client: 'curl', grammar: 'php', aliases: ['php'] },
  { name: 'C#', target: 'csharp', client: 'httpclient', grammar: 'csharp', aliases: ['c#', 'csharp', 'cs', '.net'] },
  { name: 'Node', target: 'node', client: 'fetch', grammar: 'javascript', aliases: ['node', 'node.js', 'nodejs'] },
  { name: 'Swift', target: 'swift', client: 'nsurlsession', grammar: 'swift', aliases: ['swift'] },
  { name: 'Kotlin', target: 'kotlin', client: 'okhttp', grammar: 'kotlin', aliases: ['kotlin', 'kt'] },
  { name: 'Rust', target: 'rust', client: 'reqwest', grammar: 'rust', aliases: ['rust', 'rs'] },
  {
    name: 'PowerShell',
    target: 'powershell',
    client: 'restmethod',
    grammar: 'powershell',
    aliases: ['powershell', 'pwsh', 'ps1'],
  },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];
export const SAMPLE_LANGUAGE_NAMES: string[] = SAMPLE_LANGUAGES.map((language) => language.name);
export const DEFAULT_SAMPLE_LANGUAGES = ['cURL', 'JavaScript', 'Python'];

/** The language a name stands for, case aside (`curl`, `csharp`). */
export function sampleLanguage(name: string): SampleLanguage | undefined {
  const key = name.trim().toLowerCase();
  return SAMPLE_LANGUAGES.find(
    (language) => language.name.toLowerCase() === key || (language.aliases as readonly string[]).includes(key),
  );
}
