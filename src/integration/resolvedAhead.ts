import type { ChildProcess } from 'node:child_process';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
import type { ResolvedAhead } from '../context/resolvedAhead.ts';
import type { Description } from '../model/model.ts';
import type { DocumentCheck } from '../pipeline/2-validate/checkDocuments.ts';
import type { ResolvedDocument } from '../pipeline/3-resolve/resolveDocument.ts';
import { knownDescription, rememberDescriptions } from '../pipeline/4-normalize/descriptions.ts';
import { rememberSamples, type SampleEntry } from '../pipeline/4-normalize/documentSamples.ts';
import { rememberMarkdown } from '../presentation/descriptions.ts';
import { notMade, type DownloadsWork } from './downloadFiles.ts';
import { bytesOf, documentFiles, RESOLVED_APART } from './documentSize.ts';
import { forkResolving, takeEarly, type ResolveFork } from './resolveProcessFork.ts';

/** What the process is sent: the documents to check and resolve, in order. */
export interface ResolveWork {
  files: string[];
  /** The documents' folder and the documents named in it, as the build checks them (`checkFolder`). */
  dir: string;
  named?: readonly string[];
  /**
   * Whether the process makes the build's check: when the command line starts it, before Astro loads; one the
   * integration starts (a site's own `astro build`) would keep the build waiting while it loads, so the build checks.
   */
  check: boolean;
}
/** Its first answer: the build's check of the folder, made where the documents are parsed, without them. */
export interface CheckAnswer {
  checks: DocumentCheck[];
}
/**
 * What it answers of a document: resolved with its descriptions parsed, or not (the build then resolves it, and says
 * what is wrong); for a resolved one, the examples its model samples; last, the Markdown of its descriptions without
 * links to pages, by their text.
 */
export type ResolveAnswer =
  | { file: string }
  | { file: string; resolved: ResolvedDocument; descriptions: [text: string, description: Description][] }
  | { file: string; samples: SampleEntry[] }
  | { file: string; markdown: [text: string, markdown: string][] };
/** Once the build has asked for the downloads (a `DownloadsWork`), it answers whether it made them. */
export type DownloadsAnswer = { downloaded: true } | { downloadsFailed: string };

/**
 * The documents checked, resolved (upgraded, dereferenced) and their descriptions parsed in a process of their own
 * from the start of `astro build`, while Astro starts and Vite bundles: on the other core, a large document's
 * seconds of the model's build (docs/performance.md). The build's check waits for the process's (when the command
 * line started it); the model takes each document as the process sends it (structured clone keeps the dereferenced
 * schemas' identity) and normalizes it; one the process could not resolve, the model resolves itself, so an error
 * reads as it always does.
 */
export function resolvedAhead(): AstroIntegration {
  let ahead: ResolveProcess | undefined;
  return {
    name: 'api-reference:resolved-ahead',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command !== 'build') return;
        const context = buildContext();
        const work = {
          files: documentFiles(context.openapiDir, context.namedDocuments),
          dir: context.openapiDir,
          named: context.namedDocuments,
          check: false,
        };
        const early = takeEarly();
        if (early && sameWork(early.work, work)) ahead = new ResolveProcess(early);
        else {
          if (early?.child.connected) early.child.disconnect();
          if (bytesOf(work.files) < RESOLVED_APART) return;
          ahead = new ResolveProcess(work);
        }
        context.resolvedAhead = ahead;
      },
      'astro:build:done': async ({ logger }) => {
        delete buildContext().resolvedAhead;
        if (!ahead) return;
        const { resolved, markdown } = await ahead.stop();
        logger.info(`documents resolved ahead of the model: ${resolved}; descriptions in Markdown ahead: ${markdown}`);
        ahead = undefined;
      },
    },
  };
}

const sameFiles = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((file, index) => file === b[index]);
const sameWork = (a: ResolveWork, b: ResolveWork) =>
  a.dir === b.dir && sameFiles(a.files, b.files) && sameFiles(a.named, b.named);

/**
 * The twins' Markdown of descriptions the process parsed (remembered with its answer) or the model did: any other
 * text is left to the twins to render, to the same Markdown.
 */
function rememberAllMarkdown(entries: [text: string, markdown: string][]): number {
  let remembered = 0;
  for (const [text, markdown] of entries) {
    const description = knownDescription(text);
    if (description && rememberMarkdown(description, markdown)) remembered += 1;
  }
  return remembered;
}

/** The process and its answers: `take` is the model's side. */
export class ResolveProcess implements ResolvedAhead {
  /** The documents it resolves, in order. */
  readonly files: readonly string[];
  readonly #child: ChildProcess;
  readonly #answers = new Map<string, Promise<ResolvedDocument | undefined>>();
  readonly #settle = new Map<string, (resolved?: ResolvedDocument) => void>();
  /** Documents resolved whose examples are still to come. */
  readonly #unsampled = new Map<string, ResolvedDocument>();
  readonly #checks: Promise<DocumentCheck[] | undefined>;
  #checked: (checks?: DocumentCheck[]) => void = () => {};
  #resolved = 0;
  #markdown = 0;
  #exited = false;
  #downloads?: { made: Promise<void>; settle: (failure?: Error) => void };
  /** When the process has left: asked for the downloads, it leaves by itself once its last answer is sent. */
  readonly left: Promise<void>;

  /** The documents to check and resolve, or the process the command line started for them. */
  constructor(started: ResolveWork | ResolveFork) {
    const fork = 'child' in started ? started : forkResolving(started);
    this.files = fork.work.files;
    this.#checks = new Promise((checked) => (this.#checked = checked));
    if (!fork.work.check) this.#checked();
    for (const file of this.files) this.#answers.set(file, new Promise((settle) => this.#settle.set(file, settle)));
    this.#child = fork.child;
    // Whatever it did not answer, the model resolves itself.
    const giveUp = () => {
      this.#checked();
      [...this.#settle.keys()].forEach((file) => this.#answer(file, this.#unsampled.get(file)));
      this.#downloads?.settle(notMade('the process that resolves the documents left'));
    };
    let left = () => {};
    this.left = new Promise((resolve) => (left = resolve));
    fork.listen({
      message: (answer) => this.#take(answer as CheckAnswer | ResolveAnswer | DownloadsAnswer),
      error: giveUp,
      exit: () => {
        this.#exited = true;
        giveUp();
        left();
      },
    });
  }

  #take(answer: CheckAnswer | ResolveAnswer | DownloadsAnswer): void {
    if ('checks' in answer) this.#checked(answer.checks);
    else if ('downloaded' in answer) this.#downloads?.settle();
    else if ('downloadsFailed' in answer) this.#downloads?.settle(notMade(answer.downloadsFailed));
    else if ('markdown' in answer) this.#markdown += rememberAllMarkdown(answer.markdown);
    else if ('resolved' in answer) {
      this.#resolved += 1;
      // Known before the model takes the document, so is their Markdown, which may come first.
      rememberDescriptions(answer.descriptions);
      this.#unsampled.set(answer.file, answer.resolved);
    } else if ('samples' in answer) {
      const resolved = this.#unsampled.get(answer.file);
      if (resolved) rememberSamples(resolved.data, answer.samples);
      this.#answer(answer.file, resolved);
    } else this.#answer(answer.file);
  }

  checks(): Promise<DocumentCheck[] | undefined> {
    return this.#checks;
  }

  take(file: string): Promise<ResolvedDocument | undefined> {
    const answer = this.#answers.get(file);
    // Once: the model keeps what it needs of it, nothing here does.
    this.#answers.delete(file);
    return answer ?? Promise.resolve(undefined);
  }

  makeDownloads(documents: string[], folder: string): Promise<void> {
    if (this.#exited) return Promise.reject(notMade('the process that resolves the documents left'));
    if (!this.#downloads) {
      let settle: (failure?: Error) => void = () => {};
      const made = new Promise<void>((done, fail) => (settle = (failure) => (failure ? fail(failure) : done())));
      this.#downloads = { made, settle };
      this.#child.send({ documents, folder } satisfies DownloadsWork);
    }
    return this.#downloads.made;
  }

  downloaded(): Promise<void> {
    return this.#downloads ? this.#downloads.made.catch(() => {}) : Promise.resolve();
  }

  /**
   * Ends the process once it has made the downloads it was asked for (Markdown it has yet to send, the twins write
   * themselves): how many documents it resolved, and how many descriptions' Markdown the twins took of it.
   */
  async stop(): Promise<{ resolved: number; markdown: number }> {
    await this.#downloads?.made.catch(() => {});
    if (this.#child.connected) this.#child.disconnect();
    return { resolved: this.#resolved, markdown: this.#markdown };
  }

  #answer(file: string, resolved?: ResolvedDocument): void {
    this.#unsampled.delete(file);
    this.#settle.get(file)?.(resolved);
    this.#settle.delete(file);
  }
}
