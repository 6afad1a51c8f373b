// The comparison's tables: heights side by side with their sums, then when each heading showed and the bytes.
import { formatTable } from '../bench/table.ts';
import type { Measurement } from './measure.ts';
import { operationKey, type ComparedOperation } from './operations.ts';
import { RENDERERS, type RendererName } from './renderers.ts';

export interface Result extends Measurement {
  operation: ComparedOperation;
  renderer: RendererName;
  width: number;
}

const number = (value: number) => value.toLocaleString('en-US');

export function printReport(operations: ComparedOperation[], results: Result[], widths: number[]): void {
  const find = (operation: ComparedOperation, renderer: RendererName, width: number) =>
    results.find((r) => r.operation === operation && r.renderer === renderer && r.width === width);
  const columns = widths.flatMap((width) => RENDERERS.map((renderer) => ({ renderer, width })));
  const phone = Math.min(...widths);

  const clippedCell = (result?: Result) =>
    result?.clipping
      ? `${result.clipping.clipped} of ${result.clipping.rows}${result.clipping.sideways ? ', page scrolls sideways' : ''}`
      : '–';
  const heights = [
    ['operation', ...columns.map(({ renderer, width }) => `${renderer} ${width}`), `ours: rows clipped at ${phone}`],
    ...operations.map((operation) => [
      operationKey(operation),
      ...columns.map(({ renderer, width }) => {
        const height = find(operation, renderer, width)?.heightPx;
        return height === undefined ? '–' : number(height);
      }),
      clippedCell(find(operation, 'ours', phone)),
    ]),
  ];
  const sum = (renderer: RendererName, width: number) => {
    const measured = results.filter((r) => r.renderer === renderer && r.width === width);
    const total = number(measured.reduce((total, r) => total + r.heightPx, 0));
    const missing = operations.length - measured.length;
    return missing ? `${total} (${missing} missing)` : total;
  };
  const clipped = results.filter((r) => r.clipping);
  heights.push([
    `sum of ${operations.length}`,
    ...columns.map(({ renderer, width }) => sum(renderer, width)),
    `${clipped.reduce((total, r) => total + r.clipping!.clipped, 0)} of ${clipped.reduce((total, r) => total + r.clipping!.rows, 0)}` +
      `; pages scrolling sideways: ${clipped.filter((r) => r.clipping!.sideways).length} of ${clipped.length}`,
  ]);
  console.log("Height of each operation's section (px), and our field and parameter rows with text out of sight");
  console.log(formatTable(heights));

  const timing = [
    ['operation', ...columns.map(({ renderer, width }) => `${renderer} ${width}`)],
    ...operations.map((operation) => [
      operationKey(operation),
      ...columns.map(({ renderer, width }) => {
        const result = find(operation, renderer, width);
        if (!result) return '–';
        const shown = result.headingMs === undefined ? 'never' : `${(result.headingMs / 1000).toFixed(1)} s`;
        return `${shown}, ${number(Math.round(result.bytes / 1024))} KB`;
      }),
    ]),
  ];
  console.log('\nOperation heading on screen after (cold load of a deep link), and bytes transferred');
  console.log(formatTable(timing));
  const examples = clipped.flatMap((r) => r.clipping!.examples.map((id) => `${operationKey(r.operation)} ${id}`));
  if (examples.length) console.log(`\nClipped rows, the first five of each operation:\n  ${examples.join('\n  ')}`);
}
