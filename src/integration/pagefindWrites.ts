/** What this module needs of Pagefind's client: its service, which writes each request to Pagefind's process. */
interface PagefindServiceClass {
  prototype: {
    sendMessage(this: { backend?: { stdin?: NodeJS.WritableStream & Corkable } | null }, ...args: unknown[]): void;
  };
}
interface Corkable {
  cork(): void;
  uncork(): void;
  readonly writableCorked: number;
}

let batched = false;

/**
 * Pagefind's client writes each request (a page's record) to its process's pipe at once: a system call and a wake
 * of that process per page, ~0.3 s of the build's thread on GitHub's 2,500 pages (docs/performance.md). Held back
 * until the event loop's next turn, the requests of one turn go in one write. The service is not among the
 * package's exports, so it is reached beside them; a Pagefind without it is left as it is.
 */
export async function batchPagefindWrites(): Promise<void> {
  if (batched) return;
  batched = true;
  const service = new URL('./service.js', import.meta.resolve('pagefind')).href;
  const { PagefindService } = (await import(service).catch(() => ({}))) as { PagefindService?: PagefindServiceClass };
  if (typeof PagefindService?.prototype.sendMessage !== 'function') return;
  const send = PagefindService.prototype.sendMessage;
  PagefindService.prototype.sendMessage = function (...args) {
    const pipe = this.backend?.stdin;
    if (pipe && !pipe.writableCorked) {
      pipe.cork();
      setImmediate(() => pipe.uncork());
    }
    return send.apply(this, args);
  };
}
