import { expect, test } from '@playwright/test';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';

test('the built Petstore site satisfies the data-* contract against its document', async () => {
  const { problems, stats } = await checkSite({ distDir: 'dist', documentFile: 'openapi/petstore.yaml' });
  expect(problems).toEqual([]);
  expect(stats.operationElements).toBe(12);
  expect(stats.schemaElements).toBe(10);
});
