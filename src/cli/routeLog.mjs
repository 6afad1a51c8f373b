// Astro logs each page it renders in two writes: "├─ /path" when it starts, " (+12ms)" when the page is written.
// Rendering 16 pages at a time (astro.config.mjs), the second writes land after other pages' first ones: paths
// run together on one line and "(+60ms)" lines stand alone. This keeps one page a line: a page's line is ended
// when it starts, and the timing writes are left out.
const ROUTE_START = /[├└]─ \S/;
// ANSI colours around "(+12ms)", "(+1.2s)", "(cached)" or "(restored)", and Astro's empty-body note.
const ESCAPE = String.fromCharCode(27);
const COLOUR = `(${ESCAPE}\\[[\\d;]*m)*`;
const TIMING = new RegExp(`^ ${COLOUR}\\((\\+[\\d.]+m?s|cached|restored)\\)${COLOUR} ?.*\\n$`);

/** Rewrites `stream.write` (process.stdout) for the rest of the process. */
export function tidyRouteLog(stream) {
  const write = stream.write.bind(stream);
  stream.write = (chunk, ...rest) => {
    if (typeof chunk === 'string') {
      if (TIMING.test(chunk) && !/file not created/.test(chunk)) return true;
      if (ROUTE_START.test(chunk) && !chunk.endsWith('\n')) return write(`${chunk}\n`, ...rest);
    }
    return write(chunk, ...rest);
  };
}
