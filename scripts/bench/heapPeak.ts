// V8's largest heap during a build and when it came, with the process's largest memory, printed as it exits: less
// swung from run to run than the largest memory alone, so it tells two versions of the code apart
// (docs/performance.md). `npx node --import ./scripts/bench/heapPeak.ts --expose-gc scripts/astro.mjs build`.
const started = Date.now();
let peak = { total: 0, used: 0, at: 0 };
setInterval(() => {
  const { heapTotal, heapUsed } = process.memoryUsage();
  if (heapTotal > peak.total) peak = { total: heapTotal, used: heapUsed, at: Date.now() - started };
}, 20).unref();
process.once('exit', () => {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
  const largest = mb(process.resourceUsage().maxRSS * 1000);
  process.stderr.write(
    `heap peak ${mb(peak.total)} (${mb(peak.used)} used) at ${(peak.at / 1000).toFixed(1)} s; largest memory ${largest}\n`,
  );
});
