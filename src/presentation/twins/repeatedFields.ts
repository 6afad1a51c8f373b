import type { ApiDocument } from '../../model/model.ts';
import { fieldPath, type FieldTree } from '../fields.ts';
import { fieldLines } from './schemaText.ts';
import { stringsFor } from '../strings/catalog.ts';
import { siteUrls } from '../urls.ts';
import { sha256Base64 } from '../../shared/digest.ts';

/**
 * Nested field lists with fewer lines than this are shown again where they repeat: a link would save little and
 * make the reader look elsewhere.
 */
const MIN_LINES = 4;

/**
 * Where a field's nested fields repeat a list shown before it in the same table (GitHub's webhook payloads spell
 * out one user object as `sender`, `assignee`, `assignees`, `merged_by`...): each repeat, by its path below the
 * table (`pull_request.assignee`), with the path of the first showing, which alone lists the fields. Page and twin
 * walk the table in the same order, so both show the same lists and point to the same places.
 */
export function repeatedFields(doc: ApiDocument, tree: FieldTree): Map<string, string> {
  let repeats = memo.get(tree);
  if (!repeats) memo.set(tree, (repeats = findRepeats(doc, tree)));
  return repeats;
}

const memo = new WeakMap<FieldTree, Map<string, string>>();
/**
 * What a nested list says (a digest of its twin's lines: the page says the same) and how many lines. The lines
 * themselves, held to the end of the build, were most of the strings in its heap.
 */
const keys = new WeakMap<FieldTree, { key: string; lines: number }>();
const urls = siteUrls('/');
// Lines that are equal in one language are in every other: they are compared in English, once for every language.
const words = stringsFor('en');

function findRepeats(doc: ApiDocument, root: FieldTree): Map<string, string> {
  const repeats = new Map<string, string>();
  const first = new Map<string, string>();
  const walk = (tree: FieldTree, parent: string | undefined) => {
    for (const property of tree.properties) {
      if (!property.fields) continue;
      const here = fieldPath(parent, property.name);
      let said = keys.get(property.fields);
      if (!said) {
        const lines = fieldLines(words, doc, urls, property.fields);
        const key = sha256Base64(lines.join('\n'));
        keys.set(property.fields, (said = { key, lines: lines.length }));
      }
      const { key, lines } = said;
      const shown = lines >= MIN_LINES ? first.get(key) : undefined;
      if (shown !== undefined) {
        repeats.set(here, shown);
        continue;
      }
      if (lines >= MIN_LINES) first.set(key, here);
      walk(property.fields, here);
    }
    if (tree.items) walk(tree.items, parent);
    tree.alternatives?.options.forEach(
      (option, index) => option.fields && walk(option.fields, fieldPath(parent, `option-${index + 1}`)),
    );
    tree.tuple?.forEach((item, index) => item.fields && walk(item.fields, fieldPath(parent, String(index))));
  };
  walk(root, undefined);
  return repeats;
}
