import { readFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { takeOption, UsageError } from '../options.ts';
import { changesSince, find, readApis, readIndex, search, type Entry } from './siteIndex.ts';
import { folderSource, webSource, type SiteSource } from './siteSource.ts';
import { PROGRAM } from '../usage.ts';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const failure = (value: string) => ({ ...text(value), isError: true });
const apiArgument = z
  .string()
  .optional()
  .describe('The API (its path on the site, as list_apis gives it) when the site has several');

/**
 * `mcp [DIR | --site URL]`: an MCP server on stdio that reads a built site — llms.txt for its pages, their Markdown
 * twins, the documents' downloads and the change feeds — so an agent reads the same reference a person does.
 */
export async function serveMcp(args: string[]): Promise<number> {
  const rest = [...args];
  const site = takeOption(rest, 'site');
  if (rest.length > (site ? 0 : 1) || rest.some((arg) => arg.startsWith('-'))) {
    throw new UsageError('name one built site: a folder, or --site URL');
  }
  let source: SiteSource;
  try {
    source = site ? webSource(site) : folderSource(rest[0] ?? 'dist');
  } catch (error) {
    console.error(`${PROGRAM} mcp: ${(error as Error).message}`);
    return 1;
  }
  const server = new McpServer({ name: PROGRAM, version });
  // Read once, on the first call: the server starts at once, and a site rebuilt since is read when it restarts.
  let index: ReturnType<typeof readIndex> | undefined;
  const entries = async () => (await (index ??= readIndex(source))).entries;
  let contents: Map<string, string> | undefined;
  const searchContents = () =>
    (contents ??= new Map(source.searchRecords().map((record) => [record.url, record.content])));

  server.registerTool(
    'list_apis',
    {
      title: 'List the APIs',
      description:
        'The APIs this reference documents: title, version, path on the site, counts of operations and models.',
    },
    async () => {
      const { entries, documents } = await (index ??= readIndex(source));
      const apis = await readApis(source, entries, documents);
      return text(
        apis
          .map(
            (api) =>
              `- ${api.title} ${api.version} (path ${api.path}): ${api.operations} operations, ${api.models} models; OpenAPI document ${api.document}`,
          )
          .join('\n'),
      );
    },
  );
  server.registerTool(
    'search_reference',
    {
      title: 'Search the reference',
      description:
        'Operations, models and guides by name, method and path, operationId or summary, then by the words the site search reads (descriptions, parameter and field names), best first.',
      inputSchema: { query: z.string().min(1), limit: z.number().int().min(1).max(50).optional() },
    },
    async ({ query, limit }) => {
      const found = search(await entries(), query, limit ?? 10, searchContents());
      if (found.length === 0) return text(`Nothing matches "${query}".`);
      return text(found.map(describe).join('\n'));
    },
  );
  const pageTool = (kind: 'operation' | 'model') => async (args: { name: string; api?: string }) => {
    const found = find(await entries(), kind, args.name, args.api);
    if (found.length === 0) return failure(`No ${kind} "${args.name}": search_reference finds it by other words.`);
    if (found.length > 1)
      return failure(
        `"${args.name}" names ${found.length} ${kind}s; say which API:\n${found.map(describe).join('\n')}`,
      );
    const markdown = await source.text(found[0].link);
    return markdown === undefined ? failure(`${found[0].link}: cannot be read`) : text(markdown);
  };
  server.registerTool(
    'get_operation',
    {
      title: 'An operation as Markdown',
      description:
        'An operation or webhook page as Markdown (parameters, request body, responses, examples), by "METHOD /path", operationId or summary.',
      inputSchema: {
        name: z.string().min(1).describe('"GET /pets/{petId}", "getPet" or its summary'),
        api: apiArgument,
      },
    },
    pageTool('operation'),
  );
  server.registerTool(
    'get_model',
    {
      title: 'A model as Markdown',
      description: 'A model (named schema) page as Markdown: its fields, types, constraints and where it is used.',
      inputSchema: { name: z.string().min(1).describe('The model\'s name, "Pet"'), api: apiArgument },
    },
    pageTool('model'),
  );
  server.registerTool(
    'list_changes',
    {
      title: 'Changes since a version',
      description: "An API's releases after a version (or all), newest first, breaking changes first in each.",
      inputSchema: { since: z.string().optional().describe('The version the reader knows, "1.0.0"'), api: apiArgument },
    },
    async ({ since, api }) => {
      const feeds = (await entries()).filter(
        (entry) =>
          entry.kind === 'changes' && (api === undefined || entry.api.includes(`/${api.replace(/^\/|\/$/g, '')}/`)),
      );
      if (feeds.length === 0) return failure('This site has no changes: its APIs have one version each.');
      if (feeds.length > 1)
        return failure(`Several APIs have changes; say which: ${feeds.map((f) => f.api).join(', ')}`);
      const releases = await changesSince(source, feeds[0], since);
      if (releases.length === 0) return text(`No release after ${since}.`);
      return text(
        releases.map((r) => `## ${r.title}${r.date ? ` (${r.date.slice(0, 10)})` : ''}\n\n${r.text}`).join('\n\n'),
      );
    },
  );

  await server.connect(new StdioServerTransport());
  // Serves until the agent closes its end.
  await new Promise<void>((done) => process.stdin.once('close', done));
  return 0;
}

const describe = (entry: Entry) =>
  `- ${entry.kind} ${entry.label}${entry.text ? `: ${entry.text}` : ''} (${entry.link})`;
