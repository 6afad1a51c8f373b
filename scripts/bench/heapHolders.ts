// What holds a heap snapshot's memory, for a build's memory work (docs/performance.md): strings by the property that
// holds them (a chain of concatenated pieces counted whole), and objects by their shape (their property names).
// `npx node --max-old-space-size=8000 scripts/bench/heapHolders.ts FILE.heapsnapshot [ROWS]`; a build writes one
// with `--heapsnapshot-signal=SIGUSR2` and a `kill -USR2`, or `v8.writeHeapSnapshot()` where it is wanted.
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: heapHolders.ts FILE.heapsnapshot [ROWS]');
const rows = Number(rowsArg ?? 25);
const heap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
const { meta } = heap.snapshot;
const NODE = meta.node_fields.length;
const EDGE = meta.edge_fields.length;
const [TYPE, NAME, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map((f) => meta.node_fields.indexOf(f));
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const { nodes, edges, strings } = heap;
const count = nodes.length / NODE;

const typeOf = (node: number) => nodeTypes[nodes[node * NODE + TYPE]];
const sizeOf = (node: number) => nodes[node * NODE + SIZE];
const nameOf = (node: number) => strings[nodes[node * NODE + NAME]];
const isString = (node: number) => typeOf(node).endsWith('string');
const isContainer = (node: number) =>
  typeOf(node) === 'array' || (typeOf(node) === 'object' && ['Map', 'Set'].includes(nameOf(node)));
const firstEdge = new Uint32Array(count + 1);
for (let node = 0, edge = 0; node < count; node++) {
  firstEdge[node] = edge;
  edge += nodes[node * NODE + EDGES] * EDGE;
}
firstEdge[count] = edges.length;
/** Each node's strong edges as [edge index, target node]. */
function* strongEdges(node: number): Generator<[number, number]> {
  for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += EDGE) {
    const type = edgeTypes[edges[edge]];
    if (type !== 'weak' && type !== 'shortcut') yield [edge, edges[edge + 2] / NODE];
  }
}
const edgeName = (edge: number) =>
  ['element', 'hidden'].includes(edgeTypes[edges[edge]]) ? '[]' : `.${strings[edges[edge + 1]]}`;

// A string's first holder that is not itself a string, and the property it is reached by; for an internal array or
// a Map (a cache's table), its own holder too, which names the cache.
const holder = new Int32Array(count).fill(-1);
const holderEdge = new Int32Array(count);
for (let node = 0; node < count; node++) {
  if (isString(node)) continue;
  for (const [edge, target] of strongEdges(node)) {
    const held = isString(target) || isContainer(target);
    if (held && holder[target] === -1) [holder[target], holderEdge[target]] = [node, edge];
  }
}
const holderName = (node: number): string => {
  const owner = holder[node];
  const here = `${typeOf(owner)}:${nameOf(owner).slice(0, 30)} ${edgeName(holderEdge[node])}`;
  return isContainer(owner) && holder[owner] !== -1 ? `${holderName(owner)} ${here}` : here;
};
const counted = new Uint8Array(count);
/** A string's bytes with the pieces of its chain that nothing else holds. */
function chainBytes(top: number): number {
  let bytes = 0;
  const stack = [top];
  while (stack.length) {
    const node = stack.pop()!;
    if (counted[node]) continue;
    counted[node] = 1;
    bytes += sizeOf(node);
    for (const [, piece] of strongEdges(node)) if (isString(piece) && holder[piece] === -1) stack.push(piece);
  }
  return bytes;
}

const byHolder = new Map<string, [bytes: number, strings: number]>();
for (let node = 0; node < count; node++) {
  if (!isString(node) || holder[node] === -1) continue;
  const key = holderName(node).replace(/\d+/g, '#');
  const entry = byHolder.get(key) ?? [0, 0];
  entry[0] += chainBytes(node);
  entry[1] += 1;
  byHolder.set(key, entry);
}

const byShape = new Map<string, [bytes: number, objects: number]>();
for (let node = 0; node < count; node++) {
  if (typeOf(node) !== 'object') continue;
  const names: string[] = [];
  for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += EDGE) {
    if (edgeTypes[edges[edge]] === 'property') names.push(strings[edges[edge + 1]]);
  }
  const key = `${nameOf(node)} {${names.sort().join(',').slice(0, 100)}}`;
  const entry = byShape.get(key) ?? [0, 0];
  entry[0] += sizeOf(node);
  entry[1] += 1;
  byShape.set(key, entry);
}

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(2).padStart(7);
const top = (map: Map<string, [number, number]>) => [...map].sort((a, b) => b[1][0] - a[1][0]).slice(0, rows);
console.log('MB        count  strings, by what holds them');
for (const [key, [bytes, n]] of top(byHolder)) console.log(`${megabytes(bytes)} ${String(n).padStart(8)}  ${key}`);
console.log('\nMB        count  objects, by constructor and property names (their own bytes)');
for (const [key, [bytes, n]] of top(byShape)) console.log(`${megabytes(bytes)} ${String(n).padStart(8)}  ${key}`);
