import type { ChildProcess } from 'node:child_process';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
import type { SamplesAhead } from '../context/samplesAhead.ts';
import type { CodeSample, Site } from '../model/model.ts';
import { helperProcess } from './helperProcess.ts';

/** What the process is sent: a batch of samples as [code, grammar]. */
export interface SampleBatch {
  id: number;
  samples: [string, string][];
}
/** What it answers: the batch's HTML, in its order. */
export interface SampleBatchHtml {
  id: number;
  html: string[];
}

/** Samples a message. */
const BATCH = 32;
/** Samples highlighted ahead of the pages at most: their HTML waits in the pages' heap until a page takes it. */
const AHEAD = 1024;
/**
 * Fewer samples than this are left to the pages: starting the process and its highlighter costs about what the
 * pages' own highlighting of them would.
 */
export const FEWEST_SAMPLES = 1000;

const PROCESS = new URL('./samplesProcess.ts', import.meta.url);

/**
 * Operations' code samples highlighted in a process of their own, in the order the pages will show them, a little
 * ahead of them: highlighting the generated samples was the largest part of a page's work that needs nothing of
 * Astro's (docs/performance.md). A page takes what is ready and highlights the rest itself, to the same HTML, so
 * the output does not depend on which process was quicker. Only `astro build`, and only for FEWEST_SAMPLES or more;
 * the process starts with the first page that shows samples, after Vite, and goes with the last page.
 */
export function samplesAhead(): AstroIntegration {
  let ahead: SamplesProcess | undefined;
  return {
    name: 'api-reference:samples-ahead',
    hooks: {
      'astro:build:start': () => {
        const context = buildContext();
        // Started once the resolving process (when there is one) has made the downloads, its largest memory: the two
        // at once were the build's largest peak of all processes.
        ahead = new SamplesProcess(async () => {
          const order = pageOrder(await context.site(), context.languages.length);
          await context.resolvedAhead?.downloaded();
          return order;
        });
        context.samplesAhead = ahead;
      },
      'astro:build:done': ({ logger }) => {
        delete buildContext().samplesAhead;
        if (!ahead) return;
        const { failure, ready, taken } = ahead.stop();
        if (failure) logger.warn(`code samples were highlighted by the pages' process: ${failure.message}`);
        else if (ready > 0) logger.info(`code samples: ${ready} of ${taken} highlighted ahead of their pages`);
        ahead = undefined;
      },
    },
  };
}

/** Each language's operation pages, then its webhook pages, as Astro renders them: their samples in that order. */
function pageOrder(site: Site, languages: number): CodeSample[] {
  const samples = (pages: 'operations' | 'webhooks') =>
    site.documents.flatMap((doc) => doc[pages].flatMap((page) => page.codeSamples));
  const once = [...samples('operations'), ...samples('webhooks')];
  return Array.from({ length: languages }, () => once).flat();
}

/** One queued sample's HTML, once the process answers. */
interface Answer {
  html?: string;
}

/** The queue and its process: `take` is the pages' side, `stop` the build's end. */
export class SamplesProcess implements SamplesAhead {
  readonly #order: () => Promise<CodeSample[]>;
  #queue: CodeSample[] = [];
  /** The queue, once the model gives it (and the process, when it is long enough). */
  #queued?: Promise<void>;
  #child?: ChildProcess;
  #failure?: Error;
  #stopped = false;
  #sent = 0;
  #taken = 0;
  /** Takes the process had ready. */
  #ready = 0;
  /** Each sample's answers still to take, in queue order (a sample is queued once per language). */
  readonly #answers = new Map<CodeSample, Answer[]>();
  readonly #batches = new Map<number, Answer[]>();
  /** Called when no batch is waiting for its answer. */
  #whenSettled: (() => void)[] = [];

  constructor(order: () => Promise<CodeSample[]>) {
    this.#order = order;
  }

  take(sample: CodeSample): string | undefined {
    this.#queued ??= this.#order().then(
      (queue) => {
        if (this.#stopped || queue.length < FEWEST_SAMPLES) return;
        this.#queue = queue;
        this.#start();
        this.#send();
      },
      // The model failed: the pages report it.
      () => {},
    );
    this.#taken += 1;
    const answers = this.#answers.get(sample);
    const answer = answers?.shift();
    if (answers?.length === 0) this.#answers.delete(sample);
    this.#send();
    if (answer?.html !== undefined) this.#ready += 1;
    return answer?.html;
  }

  /** When every batch sent so far is answered, or the process has failed. */
  async settled(): Promise<void> {
    await this.#queued;
    if (this.#batches.size > 0) await new Promise<void>((resolve) => this.#whenSettled.push(resolve));
  }

  /** Ends the process: the error that stopped it early, if one did, and how many takes it had ready. */
  stop(): { failure?: Error; ready: number; taken: number } {
    this.#stopped = true;
    if (this.#child?.connected) this.#child.disconnect();
    this.#answers.clear();
    this.#batches.clear();
    this.#settle();
    return { failure: this.#failure, ready: this.#ready, taken: this.#taken };
  }

  #start(): void {
    this.#child = helperProcess(PROCESS, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // A build that fails elsewhere does not wait for this process.
    this.#child.unref();
    this.#child.channel?.unref();
    this.#child.on('message', ({ id, html }: SampleBatchHtml) => {
      this.#batches.get(id)?.forEach((answer, index) => (answer.html = html[index]));
      this.#batches.delete(id);
      if (this.#batches.size === 0) this.#settle();
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      this.#answers.clear();
      this.#batches.clear();
      this.#settle();
    };
    this.#child.on('error', fail);
    this.#child.on('exit', (code, signal) => {
      if (!this.#stopped) fail(new Error(`its process ended (${signal ?? `exit code ${code}`})`));
    });
  }

  #settle(): void {
    for (const resolve of this.#whenSettled.splice(0)) resolve();
  }

  /** Sends batches while the process is less than AHEAD samples ahead of the pages. */
  #send(): void {
    while (!this.#failure && !this.#stopped && this.#sent < this.#queue.length && this.#sent - this.#taken < AHEAD) {
      const batch = this.#queue.slice(this.#sent, this.#sent + BATCH);
      const answers = batch.map((sample) => {
        const answer: Answer = {};
        const queued = this.#answers.get(sample);
        if (queued) queued.push(answer);
        else this.#answers.set(sample, [answer]);
        return answer;
      });
      const id = this.#sent;
      this.#batches.set(id, answers);
      this.#sent += batch.length;
      this.#child!.send({
        id,
        samples: batch.map((sample) => [sample.source, sample.grammar]),
      } satisfies SampleBatch);
    }
  }
}
