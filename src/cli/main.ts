// The package's command line: `astro-openapi-reference <command>`, from any folder, the user's files as its input.
// Exit codes are the commands' own: 0 done, 1 the input is wrong (a document, the configuration), 2 a usage error.
import { resolve } from 'node:path';
import { knobsEnvironment } from '../config/inputs.ts';
import { takeOption, UsageError } from './options.ts';
import { runProgram } from './run.ts';
import { siteCommand } from './siteCommands.ts';
import { PROGRAM } from './usage.ts';

interface Command {
  usage: string;
  help: string;
  run: (args: string[]) => number | Promise<number>;
}

const SITE_OPTIONS = `  DOCS…|DIR            the OpenAPI documents: a folder (default openapi/), or documents of one folder (only those)
  --out DIR            where the site is written (default dist/)
  --config FILE        the site's configuration (default site.config.json, when there is one)
  --base PATH          the base path the site is served under (/docs/), in place of the configuration's
  --guides DIR         Markdown or MDX guides beside the reference (default guides/)`;

/** A command of the repository's `npm run` scripts (src/cli/*.ts), with `--config` as its configuration file. */
const script =
  (program: string) =>
  (args: string[]): number => {
    const rest = [...args];
    const siteConfig = takeOption(rest, 'config');
    return runProgram(program, rest, { env: knobsEnvironment({ siteConfig: siteConfig && resolve(siteConfig) }) });
  };

const COMMANDS: Record<string, Command> = {
  build: {
    usage: 'build [DOCS…|DIR] [--out dist] [--config site.config.json] [--base /docs/] [--guides guides/]',
    help: `Builds the static reference site.\n\n${SITE_OPTIONS}`,
    run: (args) => siteCommand('build', args),
  },
  dev: {
    usage: 'dev [DOCS…|DIR] [--config FILE] [--base PATH] [--guides DIR] [--port 4321] [--host HOST]',
    help: `Serves the site while you edit its documents, configuration and guides (pages update on save).\n\n${SITE_OPTIONS}`,
    run: (args) => siteCommand('dev', args),
  },
  preview: {
    usage: 'preview [--out dist] [--config FILE] [--base PATH] [--port 4321] [--host HOST]',
    help: 'Serves the built site (--out) on http://localhost:4321.',
    run: (args) => siteCommand('preview', args),
  },
  validate: {
    usage: 'validate [DIR | FILE …] [--config FILE] [--strict]',
    help: 'Checks the documents (default openapi/) and the configuration the way a build does, without building.\nExit 1 when one cannot be built (--strict: or has warnings).',
    run: script('./validate.ts'),
  },
  changes: {
    usage: 'changes OLD NEW [--json | --markdown] [--fail-on breaking]',
    help: 'What changed from one version of a document to the next, breaking changes first.\nExit 1 with --fail-on breaking when something breaks, 2 when a document cannot be read.',
    run: script('./changes.ts'),
  },
  mock: {
    usage: 'mock [DOCUMENT] [--port 4010]',
    help: 'A mock API generated from a document (a file, or its name in openapi/), on http://127.0.0.1:4010.',
    run: script('./mock.ts'),
  },
  domains: {
    usage: 'domains add|verify|remove|list …',
    help: 'Attaches a custom domain in site.config.json and checks its DNS and HTTPS (domains --help says more).',
    run: script('./domains.ts'),
  },
  init: {
    usage: 'init [DIR]',
    help: 'Starts a documentation project in DIR (default: here): site.config.json, a GitHub Actions workflow that\nbuilds and deploys it, a sample guide, and the Petstore document when there is no document yet.',
    run: async (args) => (await import('./init.ts')).init(args),
  },
  mcp: {
    usage: 'mcp [DIR | --site URL]',
    help: "An MCP server on stdio for AI agents, reading a built site (default dist/, or a published one's address):\nsearch the reference, an operation or a model as Markdown, the changes since a version, the APIs.",
    run: async (args) => (await import('./mcp/server.ts')).serveMcp(args),
  },
};

function overview(): string {
  const lines = Object.values(COMMANDS).map((command) => `  ${PROGRAM} ${command.usage}`);
  return `Usage:\n${lines.join('\n')}\n\n${PROGRAM} COMMAND --help says what a command does.`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    console.log(overview());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`${PROGRAM}: unknown command "${name}"\n\n${overview()}`);
    return 2;
  }
  // Each command's own help; `domains` has its own, with its sub-commands.
  if ((args.includes('--help') || args.includes('-h')) && name !== 'domains') {
    console.log(`Usage: ${PROGRAM} ${command.usage}\n\n${command.help}`);
    return 0;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${PROGRAM} ${name}: ${error.message}\nUsage: ${PROGRAM} ${command.usage}`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
