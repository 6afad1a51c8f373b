import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { DocumentError, findingOf, type Finding } from '../1-load/documentError.ts';
import { parseFile } from '../1-load/sourceFiles.ts';
import { closestName } from '../../shared/closestName.ts';
import { decodeUri } from '../../shared/decodeUri.ts';
import { decodePointer, encodePointer, followPointer } from '../../shared/jsonPointer.ts';
import { exampleAt, localTargets, unusedPartAt } from './documentParts.ts';

type Parsed = { data: unknown; text: string };
type Path = (string | number)[];

/** A `$ref` that leads nowhere: where it is written and why. */
interface Broken {
  file: string;
  path: string[];
  message: string;
}

/**
 * Checks every `$ref` of a document and of the files it points to, before anything is dereferenced, so that a
 * broken one is reported where it is written: the file, the JSON pointer, and what it points to that is missing.
 * One in a part of the document a page can do without (an example, a component nothing uses) leaves that part
 * out with a warning (`leftOut`); one the page needs stops the build.
 */
export class RefChecker {
  /** Parsed files beside the document, by absolute path; a DocumentError when the file cannot be read. */
  readonly files = new Map<string, Parsed | DocumentError>();
  /** The parts of the document to leave out, as pointers: each holds a `$ref` that leads nowhere. */
  readonly leftOut: string[] = [];
  private readonly findings: Finding[] = [];
  private readonly walked = new Set<string>();
  private readonly broken: Broken[] = [];
  private readonly otherFiles: boolean;

  /** `otherFiles: false` takes the `$ref`s to other files as they are (an older version's files come from git). */
  constructor(options: { otherFiles?: boolean } = {}) {
    this.otherFiles = options.otherFiles !== false;
  }

  check(rootFile: string, root: Parsed): Finding[] {
    this.files.set(rootFile, root);
    this.walk(rootFile, root.data);
    if (this.broken.length) this.classify(rootFile, root.data);
    return this.findings;
  }

  private walk(file: string, data: unknown): void {
    if (this.walked.has(file)) return;
    this.walked.add(file);
    const outcomes = new Map<string, string | null>();
    const path: Path = [];
    const visit = (node: object): void => {
      if (Array.isArray(node)) {
        for (let index = 0; index < node.length; index++) {
          if (!node[index] || typeof node[index] !== 'object') continue;
          path.push(index);
          visit(node[index]);
          path.pop();
        }
        return;
      }
      const record = node as Record<string, unknown>;
      const ref = record.$ref;
      if (typeof ref === 'string') {
        // Each distinct `$ref` of a file is checked once; its place is written out only when it leads nowhere.
        let message = outcomes.get(ref);
        if (message === undefined) outcomes.set(ref, (message = this.checkRef(file, ref, path) ?? null));
        if (message) this.broken.push({ file, path: path.map(String), message });
      }
      for (const key in record) {
        const value = record[key];
        if (!value || typeof value !== 'object') continue;
        path.push(key);
        visit(value);
        path.pop();
      }
    };
    if (data && typeof data === 'object') visit(data);
  }

  /** Why a `$ref` leads nowhere, or undefined; `path` is where it is written. */
  private checkRef(file: string, ref: string, path: Path): string | undefined {
    const { remote, target, fragment } = refParts(ref, file);
    if (remote) {
      return `$ref "${ref}" points to a remote URL, which the build does not fetch: save that file beside the document and $ref it by a relative path`;
    }
    if (target !== file && !this.otherFiles) return undefined;
    if (target !== file) {
      if (!existsSync(target) || !statSync(target).isFile()) {
        return `$ref "${ref}" points to a file that does not exist: ${target} (referenced from ${basename(file)})`;
      }
    }
    if (fragment !== '' && !fragment.startsWith('/')) {
      return `$ref "${ref}": the part after "#" must be a JSON pointer such as "#/components/schemas/Pet"`;
    }
    const parsed = this.parsed(target, file, () => encodePointer([...path, '$ref']));
    if (!parsed) return undefined;
    const followed = followPointer(parsed.data, fragment);
    if (!followed.found) {
      const where =
        followed.parent === '#'
          ? target === file
            ? 'the document'
            : target
          : `${followed.parent}${target === file ? '' : ` in ${target}`}`;
      const parent = followPointer(parsed.data, followed.parent);
      const hint = parent.found ? suggestion(parent.value, followed.missing) : '';
      return `$ref "${ref}" points to nothing: ${where} has no "${followed.missing}"${hint}`;
    }
    if (target !== file) this.walk(target, parsed.data);
    return undefined;
  }

  /**
   * Each broken `$ref`: in an example, or in a component nothing uses, that part is left out (a warning); anywhere
   * else the page needs what it points to (an error). A `$ref` to a part left out is then broken too.
   */
  private classify(rootFile: string, data: unknown): void {
    let targets: string[][] | undefined;
    const used = () => (targets ??= localTargets(data));
    let pending = this.broken;
    while (pending.length) {
      const removed: string[][] = [];
      for (const { file, path, message } of pending) {
        const at = encodePointer([...path, '$ref']);
        const example = file === rootFile ? exampleAt(path) : undefined;
        const unused = file === rootFile && !example ? unusedPartAt(path, used) : undefined;
        if (!example && !unused) {
          this.findings.push({ severity: 'error', file, pointer: at, message });
          continue;
        }
        const part = example ? encodePointer(example) : unused!;
        if (this.leftOut.some((outer) => part === outer || part.startsWith(`${outer}/`))) continue;
        this.leftOut.push(part);
        removed.push(decodePointer(part));
        const done = example ? `${exampleName(example)} is left out` : `${part} is left out: nothing refers to it`;
        this.findings.push({ severity: 'warning', file, pointer: at, message: `${message}; ${done}` });
      }
      pending = removed.length ? this.refsInto(rootFile, data, removed) : [];
    }
  }

  /** The document's `$ref`s, outside the parts left out, that point into one of `parts`. */
  private refsInto(rootFile: string, data: unknown, parts: string[][]): Broken[] {
    const found: Broken[] = [];
    const inside = (path: readonly string[], part: string[]) =>
      path.length >= part.length && part.every((segment, i) => segment === path[i]);
    const out = this.leftOut.map(decodePointer);
    const visit = (node: unknown, path: string[]): void => {
      if (!node || typeof node !== 'object' || out.some((part) => inside(path, part))) return;
      const record = node as Record<string, unknown>;
      if (typeof record.$ref === 'string' && record.$ref.startsWith('#')) {
        const target = decodePointer(record.$ref);
        const part = parts.find((p) => inside(target, p));
        if (part) {
          const left = encodePointer(part);
          const message = `$ref "${record.$ref}" points to a part left out${left === record.$ref ? '' : ` (${left})`}`;
          found.push({ file: rootFile, path, message });
        }
      }
      for (const key in record) visit(record[key], [...path, key]);
    };
    visit(data, []);
    return found;
  }

  /** The parsed file, or undefined after recording why it cannot be read. */
  private parsed(target: string, from: string, at: () => string): Parsed | undefined {
    let entry = this.files.get(target);
    if (!entry) {
      try {
        entry = parseFile(target);
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        entry = error;
        this.findings.push({
          ...findingOf(error),
          message: `${error.problem} (this file is referenced from ${from} at ${at()})`,
        });
      }
      this.files.set(target, entry);
    }
    return entry instanceof DocumentError ? undefined : entry;
  }
}

/** "the example", or "the example "recent"" for one of an `examples` map. */
function exampleName(part: string[]): string {
  const name = part.at(-1)!;
  return /^(x-)?example$/.test(name) || /^\d+$/.test(name) ? 'the example' : `the example "${name}"`;
}

/**
 * What a `$ref` written in `from` names: a remote URL, or a file (`from` itself when the `$ref` names none) and the
 * JSON pointer after its `#`.
 */
export function refParts(ref: string, from: string): { remote: boolean; target: string; fragment: string } {
  const hashAt = ref.indexOf('#');
  const filePart = hashAt === -1 ? ref : ref.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : ref.slice(hashAt + 1);
  const remote = /^[a-z][a-z0-9+.-]*:/i.test(filePart) && !/^[a-z]:[\\/]/i.test(filePart);
  return { remote, target: filePart && !remote ? resolve(dirname(from), decodeUri(filePart)) : from, fragment };
}

/** " (did you mean "Pet"?)" when a key of the parent differs only in case or by a letter or two. */
function suggestion(parent: unknown, missing: string): string {
  if (!parent || typeof parent !== 'object') return '';
  const keys = Object.keys(parent);
  const close = closestName(missing, keys);
  return close ? ` (did you mean "${close}"?)` : '';
}
