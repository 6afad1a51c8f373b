import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { DocumentError, findingOf, type Finding } from '../1-load/documentError.ts';
import { parseFile } from '../1-load/sourceFiles.ts';
import { closestName } from '../../shared/closestName.ts';
import { decodeUri } from '../../shared/decodeUri.ts';
import { encodePointer, followPointer } from '../../shared/jsonPointer.ts';

type Parsed = { data: unknown; text: string };

/**
 * Checks every `$ref` of a document and of the files it points to, before anything is dereferenced, so that a
 * broken one is reported where it is written: the file, the JSON pointer, and what it points to that is missing.
 */
export class RefChecker {
  /** Parsed files beside the document, by absolute path; a DocumentError when the file cannot be read. */
  readonly files = new Map<string, Parsed | DocumentError>();
  private readonly findings: Finding[] = [];
  private readonly walked = new Set<string>();

  check(rootFile: string, root: Parsed): Finding[] {
    this.files.set(rootFile, root);
    this.walk(rootFile, root.data);
    return this.findings;
  }

  private walk(file: string, data: unknown): void {
    if (this.walked.has(file)) return;
    this.walked.add(file);
    const path: (string | number)[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          if (item && typeof item === 'object') {
            path.push(index);
            visit(item);
            path.pop();
          }
        });
        return;
      }
      const record = node as Record<string, unknown>;
      if (typeof record.$ref === 'string') this.checkRef(file, record.$ref, encodePointer([...path, '$ref']));
      for (const key in record) {
        const value = record[key];
        if (value && typeof value === 'object') {
          path.push(key);
          visit(value);
          path.pop();
        }
      }
    };
    if (data && typeof data === 'object') visit(data);
  }

  private checkRef(file: string, ref: string, at: string): void {
    const fail = (message: string): void => {
      this.findings.push({ severity: 'error', file, pointer: at, message });
    };
    const { remote, target, fragment } = refParts(ref, file);
    if (remote) {
      return fail(
        `$ref "${ref}" points to a remote URL, which the build does not fetch: save that file beside the document and $ref it by a relative path`,
      );
    }
    if (target !== file) {
      if (!existsSync(target) || !statSync(target).isFile()) {
        return fail(
          `$ref "${ref}" points to a file that does not exist: ${target} (referenced from ${basename(file)})`,
        );
      }
    }
    if (fragment !== '' && !fragment.startsWith('/')) {
      return fail(`$ref "${ref}": the part after "#" must be a JSON pointer such as "#/components/schemas/Pet"`);
    }
    const parsed = this.parsed(target, file, at);
    if (!parsed) return;
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
      return fail(`$ref "${ref}" points to nothing: ${where} has no "${followed.missing}"${hint}`);
    }
    if (target !== file) this.walk(target, parsed.data);
  }

  /** The parsed file, or undefined after recording why it cannot be read. */
  private parsed(target: string, from: string, at: string): Parsed | undefined {
    let entry = this.files.get(target);
    if (!entry) {
      try {
        entry = parseFile(target);
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        entry = error;
        this.findings.push({
          ...findingOf(error),
          message: `${error.problem} (this file is referenced from ${from} at ${at})`,
        });
      }
      this.files.set(target, entry);
    }
    return entry instanceof DocumentError ? undefined : entry;
  }
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
