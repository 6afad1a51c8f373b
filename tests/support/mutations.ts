import { dump } from 'js-yaml';

/**
 * Seeded mutations of real documents for the fuzz test: each turns one document into a broken (or oddly valid)
 * folder of files. The same seed gives the same folder on every machine.
 */
export interface Mutant {
  /** What was done, for a failure's message (with the seed, enough to replay it). */
  what: string;
  /** File name (relative to the OpenAPI folder) → content. The main document is `api.<ext>`. */
  files: Record<string, string | Buffer>;
}

/** mulberry32: a small PRNG whose sequence a seed fixes. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Path = (string | number)[];
const pick = <T>(rng: () => number, list: T[]): T => list[Math.floor(rng() * list.length)];

/** Every place in a parsed document: objects' keys and arrays' items, with the value there. */
function places(node: unknown, at: Path = [], out: { path: Path; value: unknown }[] = []) {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const path = [...at, Array.isArray(node) ? Number(key) : key];
      out.push({ path, value });
      places(value, path, out);
    }
  }
  return out;
}

function parentOf(root: any, path: Path): any {
  return path.slice(0, -1).reduce((node, key) => node[key], root);
}

const ODD_NAMES = [
  'ünïcödé',
  'עברית',
  'emoji-🦄',
  'zero\u200bwidth',
  'e\u0301\u0301\u0301',
  'ﬁ-ligature',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'null\u0000byte',
  'right\u202eleft',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%2F%2e%2e',
];

const KINDS = [
  'delete a key',
  'change a type',
  'break a $ref',
  'duplicate a key',
  'nest deeply',
  'huge string',
  'odd names',
  '$ref cycle through files',
  'empty file',
  'binary bytes',
] as const;

/** One mutation of `document` (parsed from `text`, a file ending in `ext`), chosen and shaped by `seed`. */
export function mutate(seed: number, text: string, document: unknown, ext: string): Mutant {
  const rng = random(seed);
  const kind = pick(rng, [...KINDS]);
  const doc = structuredClone(document) as any;
  const all = places(doc);
  const write = (value: unknown) => (ext === '.json' ? JSON.stringify(value, null, 2) : dump(value, { noRefs: true }));
  const main = `api${ext}`;
  switch (kind) {
    case 'delete a key': {
      const keyed = all.filter((p) => typeof p.path.at(-1) === 'string');
      const { path } = pick(rng, keyed);
      delete parentOf(doc, path)[path.at(-1)!];
      return { what: `${kind} at /${path.join('/')}`, files: { [main]: write(doc) } };
    }
    case 'change a type': {
      const { path } = pick(rng, all);
      const value = pick(rng, [42, -1.5, true, null, 'text', [], ['a', 1], {}, { nested: { x: 1 } }]);
      parentOf(doc, path)[path.at(-1)!] = value;
      return { what: `${kind} at /${path.join('/')} to ${JSON.stringify(value)}`, files: { [main]: write(doc) } };
    }
    case 'break a $ref': {
      const refs = all.filter((p) => p.path.at(-1) === '$ref');
      if (!refs.length) return { what: `${kind}: none, so an empty file`, files: { [main]: '' } };
      const { path, value } = pick(rng, refs);
      const broken = pick(rng, [
        `${value}x`,
        `${value}/deeper`,
        './missing.yaml#/X',
        '#/',
        '',
        'http://127.0.0.1:9/remote.yaml',
        '#/components/schemas/~2bad',
      ]);
      parentOf(doc, path)[path.at(-1)!] = broken;
      return { what: `${kind} at /${path.join('/')} to ${JSON.stringify(broken)}`, files: { [main]: write(doc) } };
    }
    case 'duplicate a key': {
      if (ext === '.json') {
        // The first `"key": value` of a line written again after itself.
        const lines = text.split('\n');
        const candidates = lines
          .map((line, i) => [line, i] as const)
          .filter(([line]) => /^\s*"[^"]+":\s*"[^"]*",?$/.test(line));
        const [line, i] = pick(rng, candidates);
        lines.splice(i, 0, line.endsWith(',') ? line : `${line},`);
        return { what: `${kind} at line ${i + 1}`, files: { [main]: lines.join('\n') } };
      }
      const lines = text.split('\n');
      const candidates = lines.map((line, i) => [line, i] as const).filter(([line]) => /^\s*[\w-]+:\s*\S/.test(line));
      const [line, i] = pick(rng, candidates);
      lines.splice(i + 1, 0, line);
      return { what: `${kind} at line ${i + 1}`, files: { [main]: lines.join('\n') } };
    }
    case 'nest deeply': {
      const depth = pick(rng, [100, 1000, 5000]);
      // Written as text: a value this deep is beyond JSON.stringify's stack, as it may be beyond a parser's.
      const deep = `${'{"type":"object","properties":{"next":'.repeat(depth)}{"type":"string"}${'}}'.repeat(depth)}`;
      if (doc.swagger) doc.definitions = { ...doc.definitions, Deep: 'DEEP' };
      else doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, Deep: 'DEEP' } };
      return { what: `${kind}: ${depth} levels`, files: { [main]: JSON.stringify(doc).replace('"DEEP"', deep) } };
    }
    case 'huge string': {
      const strings = all.filter((p) => typeof p.value === 'string');
      const { path } = pick(rng, strings);
      const size = pick(rng, [100_000, 2_000_000]);
      parentOf(doc, path)[path.at(-1)!] = 'Lorem ipsum dolor sit amet, '.repeat(size / 28);
      return { what: `${kind} of ${size} characters at /${path.join('/')}`, files: { [main]: write(doc) } };
    }
    case 'odd names': {
      const name = pick(rng, ODD_NAMES);
      const paths = doc.paths && typeof doc.paths === 'object' ? Object.keys(doc.paths) : [];
      if (paths.length) {
        const from = pick(rng, paths);
        doc.paths[`/${encodeURI(name).length > 0 && rng() < 0.5 ? name : encodeURIComponent(name)}${from}`] =
          doc.paths[from];
        delete doc.paths[from];
      }
      const schemas = doc.components?.schemas ?? doc.definitions;
      if (schemas && typeof schemas === 'object')
        schemas[name] = { type: 'object', description: name, properties: { [name]: { type: 'string' } } };
      if (Array.isArray(doc.tags) && doc.tags.length) doc.tags[0].name = name;
      return { what: `${kind}: ${JSON.stringify(name)}`, files: { [main]: write(doc) } };
    }
    case '$ref cycle through files': {
      const key = doc.swagger ? 'definitions' : 'components';
      const target = doc.swagger ? '#/definitions/Loop' : '#/components/schemas/Loop';
      if (doc.swagger) doc.definitions = { ...doc.definitions, Loop: { $ref: 'parts/a.yaml#/A' } };
      else
        doc.components = {
          ...doc.components,
          schemas: { ...doc.components?.schemas, Loop: { $ref: 'parts/a.yaml#/A' } },
        };
      const direct = rng() < 0.5;
      return {
        what: `${kind} (${direct ? 'a ↔ b without a schema between' : 'through properties'}) under ${key}`,
        files: {
          [main]: write(doc),
          'parts/a.yaml': direct
            ? 'A:\n  $ref: "b.yaml#/B"\n'
            : 'A:\n  type: object\n  properties:\n    b: { $ref: "b.yaml#/B" }\n',
          'parts/b.yaml': direct
            ? 'B:\n  $ref: "a.yaml#/A"\n'
            : `B:\n  type: object\n  properties:\n    a: { $ref: "../${main}${target}" }\n`,
        },
      };
    }
    case 'empty file':
      return {
        what: kind,
        files: { [main]: pick(rng, ['', '\n', '   \n\n', '# only a comment\n', '{}', '[]', 'null']) },
      };
    case 'binary bytes': {
      const bytes = Buffer.from(text);
      const at = Math.floor(rng() * bytes.length);
      const noise = Buffer.from(Array.from({ length: 1 + Math.floor(rng() * 64) }, () => Math.floor(rng() * 256)));
      return {
        what: `${kind}: ${noise.length} at byte ${at}`,
        files: { [main]: Buffer.concat([bytes.subarray(0, at), noise, bytes.subarray(at)]) },
      };
    }
  }
}
