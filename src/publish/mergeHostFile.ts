import type { HostFile } from './hostFiles.ts';

/**
 * A host file the output folder already holds came from public/: keep what it says
 * and add the generated rules in front (for _redirects the first matching rule wins).
 */
export function mergeHostFile(generated: HostFile, existing: string, existingPath: string): string {
  switch (generated.path) {
    case 'CNAME': {
      const domain = generated.content.trim();
      if (existing.trim() !== domain) {
        throw new Error(
          `${existingPath}: says "${existing.trim()}" but site.config.json publish.primaryDomain is "${domain}"; ` +
            'delete public/CNAME, the build writes it from site.config.json',
        );
      }
      return generated.content;
    }
    case '_redirects':
      return `${generated.content}\n${existing}`;
    case 'vercel.json': {
      let current: { redirects?: unknown[] } & Record<string, unknown>;
      try {
        current = JSON.parse(existing);
      } catch (error) {
        throw new Error(`${existingPath}: invalid JSON: ${(error as Error).message}`, { cause: error });
      }
      if (current.redirects !== undefined && !Array.isArray(current.redirects)) {
        throw new Error(`${existingPath}: "redirects" must be an array`);
      }
      const ours = JSON.parse(generated.content) as { redirects: unknown[] };
      return `${JSON.stringify({ ...current, redirects: [...ours.redirects, ...(current.redirects ?? [])] }, null, 2)}\n`;
    }
    default:
      return generated.content;
  }
}
