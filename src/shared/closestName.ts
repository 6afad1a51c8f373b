/** The candidate within `maxEdits` edits of `word` (typos, case), the closest first: for "did you mean" hints. */
export function closestName(word: string, candidates: Iterable<string>, maxEdits = 2): string | undefined {
  let best: { name: string; edits: number } | undefined;
  for (const name of candidates) {
    if (Math.abs(name.length - word.length) > maxEdits) continue;
    const edits = editDistance(word.toLowerCase(), name.toLowerCase());
    if (edits <= maxEdits && (!best || edits < best.edits)) best = { name, edits };
  }
  return best?.name;
}

/** Levenshtein distance, in one row. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
