// The GitHub Action (action.yml) and the workflow `init` writes for it, checked against schemas of the keys GitHub
// documents (metadata syntax for composite actions, workflow syntax), then the action's steps run here as a runner
// runs them, with the installed package on PATH: the build, the changes report of a pull request against its base
// branch (breaking changes first), and the failure on breaking changes. Not run here: installing the published
// package from the registry, and the steps that need GitHub (setup-node, Pages, the pull request comment).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { before, test } from 'node:test';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { installedPackage, runCli, userFolder } from './installedPackage.ts';

interface Step {
  id?: string;
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
const action = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  runs: { steps: Step[] };
};
let bin: string;

before(() => {
  bin = installedPackage().bin;
});

const expression = { type: 'string' };
const stringMap = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } };
const stepKeys = {
  id: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_-]*$' },
  name: { type: 'string' },
  if: { type: ['string', 'boolean'] },
  uses: { type: 'string', pattern: '^[\\w.-]+/[\\w./-]+@[\\w.-]+$' },
  run: { type: 'string' },
  shell: { enum: ['bash', 'sh', 'pwsh', 'python', 'cmd', 'powershell'] },
  with: stringMap,
  env: stringMap,
  'working-directory': { type: 'string' },
  'continue-on-error': { type: ['boolean', 'string'] },
};
// https://docs.github.com/en/actions/reference/workflows-and-actions/metadata-syntax (composite actions)
const actionSchema = {
  type: 'object',
  required: ['name', 'description', 'runs'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    author: { type: 'string' },
    description: { type: 'string' },
    branding: {
      type: 'object',
      additionalProperties: false,
      properties: {
        icon: { type: 'string' },
        color: { enum: ['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark'] },
      },
    },
    inputs: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['description'],
        additionalProperties: false,
        properties: {
          description: { type: 'string' },
          required: { type: 'boolean' },
          default: { type: 'string' },
          deprecationMessage: { type: 'string' },
        },
      },
    },
    outputs: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['description', 'value'],
        additionalProperties: false,
        properties: { description: { type: 'string' }, value: expression },
      },
    },
    runs: {
      type: 'object',
      required: ['using', 'steps'],
      additionalProperties: false,
      properties: {
        using: { const: 'composite' },
        steps: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            properties: stepKeys,
            // A composite action's run step names its shell.
            oneOf: [{ required: ['run', 'shell'] }, { required: ['uses'], not: { required: ['run'] } }],
          },
        },
      },
    },
  },
};
// https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-syntax
const permission = { enum: ['read', 'write', 'none'] };
const workflowSchema = {
  type: 'object',
  required: ['on', 'jobs'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    'run-name': { type: 'string' },
    on: { type: ['object', 'string', 'array'] },
    permissions: { type: ['object', 'string'], additionalProperties: permission },
    env: stringMap,
    defaults: { type: 'object' },
    concurrency: { type: ['object', 'string'] },
    jobs: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['runs-on', 'steps'],
        additionalProperties: false,
        properties: {
          name: { type: 'string' },
          needs: { type: ['string', 'array'] },
          if: { type: ['string', 'boolean'] },
          'runs-on': { type: ['string', 'array', 'object'] },
          permissions: {
            type: ['object', 'string'],
            additionalProperties: permission,
            propertyNames: {
              enum: [
                'actions',
                'attestations',
                'checks',
                'contents',
                'deployments',
                'id-token',
                'issues',
                'discussions',
                'packages',
                'pages',
                'pull-requests',
                'repository-projects',
                'security-events',
                'statuses',
              ],
            },
          },
          environment: {
            oneOf: [
              { type: 'string' },
              {
                type: 'object',
                required: ['name'],
                additionalProperties: false,
                properties: { name: { type: 'string' }, url: { type: 'string' } },
              },
            ],
          },
          concurrency: { type: ['object', 'string'] },
          outputs: stringMap,
          env: stringMap,
          defaults: { type: 'object' },
          'timeout-minutes': { type: ['number', 'string'] },
          'continue-on-error': { type: ['boolean', 'string'] },
          strategy: { type: 'object' },
          steps: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              properties: { ...stepKeys, 'timeout-minutes': { type: ['number', 'string'] } },
              oneOf: [{ required: ['run'] }, { required: ['uses'], not: { required: ['run'] } }],
            },
          },
        },
      },
    },
  },
};

const ajv = new Ajv({ allErrors: true, strict: false });

test('action.yml holds to the metadata syntax of a composite action; its expressions name its inputs and steps', () => {
  const valid = ajv.validate(actionSchema, action);
  assert.ok(valid, ajv.errorsText());
  const text = readFileSync('action.yml', 'utf8');
  const ids = new Set(action.runs.steps.map((step) => step.id).filter(Boolean));
  for (const [, name] of text.matchAll(/inputs\.([\w-]+)/g)) assert.ok(name in action.inputs, `inputs.${name}`);
  for (const [, id] of text.matchAll(/steps\.([\w-]+)\./g)) assert.ok(ids.has(id), `steps.${id}`);
  // A schema cannot hold this one: broken YAML would not parse, and a wrong step fails its own test below.
  assert.ok(action.runs.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
});

test('init writes a workflow that holds to the workflow syntax and gives the action only its own inputs', (t) => {
  const dir = userFolder(t);
  assert.equal(runCli(bin, ['init'], dir).status, 0);
  const workflow = parse(readFileSync(join(dir, '.github/workflows/api-reference.yml'), 'utf8'));
  const valid = ajv.validate(workflowSchema, workflow);
  assert.ok(valid, ajv.errorsText());
  const uses = Object.values(workflow.jobs as Record<string, { steps: Step[] }>).flatMap((job) =>
    job.steps.filter((step) => step.uses?.includes('astro-openapi-reference')),
  );
  assert.equal(uses.length, 2);
  for (const step of uses) for (const input of Object.keys(step.with ?? {})) assert.ok(input in action.inputs, input);
});

/** One of the action's steps, its `run` script run by bash as a runner runs it: its `env` with the inputs' values. */
function runStep(name: string, cwd: string, values: Record<string, string>) {
  const step = action.runs.steps.find((candidate) => candidate.name === name);
  assert.ok(step?.run, name);
  // The step's own variables, and those the runner sets for every step.
  const runnerKeys = ['RUNNER_TEMP', 'GITHUB_OUTPUT'];
  const keys = [...Object.keys(step.env ?? {}), ...runnerKeys];
  const env = Object.fromEntries(keys.map((key) => [key, values[key] ?? '']));
  return spawnSync('bash', ['-e', '-c', step.run], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env, PATH: `${dirname(bin)}:${process.env.PATH}`, ASTRO_TELEMETRY_DISABLED: '1' },
  });
}

test("the action's steps: the build, and on a pull request the changes report, breaking first, and the failure", (t) => {
  const runner = userFolder(t, 'aor-runner-');
  const origin = join(runner, 'origin.git');
  const work = join(runner, 'work');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8' });
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', origin]);
  execFileSync('git', ['clone', '--quiet', origin, work], { stdio: 'pipe' });
  git('config', 'user.email', 'ci@example.com');
  git('config', 'user.name', 'CI');
  mkdirSync(join(work, 'openapi'));
  cpSync(resolve('openapi/petstore.yaml'), join(work, 'openapi/petstore.yaml'));
  git('add', '.');
  git('commit', '--quiet', '-m', 'the API');
  git('push', '--quiet', 'origin', 'main');
  // The pull request removes an operation (breaking) and adds one (not).
  git('checkout', '--quiet', '-b', 'change');
  const before = readFileSync(join(work, 'openapi/petstore.yaml'), 'utf8');
  const after = before
    .replace(/^ {2}\/store\/inventory:\n(?: {4,}.*\n)+/m, '')
    .replace(
      /^(paths:\n)/m,
      "$1  /health:\n    get:\n      operationId: health\n      responses:\n        '200':\n          description: OK\n",
    );
  assert.notEqual(after, before);
  writeFileSync(join(work, 'openapi/petstore.yaml'), after);
  git('commit', '--quiet', '-am', 'remove the inventory');

  const temp = join(runner, 'temp');
  mkdirSync(temp);
  const output = join(temp, 'output');
  writeFileSync(output, '');
  const report = join(temp, 'api-changes.md');
  const changes = runStep('What changed', work, {
    DOCUMENTS: action.inputs.documents.default!,
    BASE_REF: 'main',
    REPORT: report,
    RUNNER_TEMP: temp,
    GITHUB_OUTPUT: output,
  });
  assert.equal(changes.status, 0, changes.stderr);
  assert.match(readFileSync(output, 'utf8'), /^breaking=true$/m);
  const text = readFileSync(report, 'utf8');
  assert.match(text, /\/store\/inventory/);
  // The report's first section is the breaking changes, the others after it.
  const sections = [...text.matchAll(/^#### (.+)$/gm)].map((match) => match[1]);
  assert.match(sections[0], /^Breaking/, text);
  assert.ok(sections.length > 1, text);

  const fail = runStep('Fail on breaking changes', work, {});
  assert.equal(fail.status, 1);
  assert.match(fail.stdout, /::error::/);

  const out = join(temp, 'api-reference');
  const build = runStep('Build the reference', work, {
    DOCUMENTS: 'openapi',
    GUIDES: 'guides',
    BASE: '/petstore',
    OUT: out,
    RUNNER_TEMP: temp,
    GITHUB_OUTPUT: output,
  });
  assert.equal(build.status, 0, build.stderr);
  assert.match(readFileSync(join(out, 'index.html'), 'utf8'), /href="\/petstore\/operations\//);
});
