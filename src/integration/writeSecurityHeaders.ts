import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildContext } from '../context/buildContext.ts';
import { securityHeaders } from '../publish/securityPolicy.ts';
import { headersFile, withVercelHeaders } from '../publish/securityFiles.ts';

/**
 * Writes the security headers (Content-Security-Policy and friends) for the hosts that read them from the output:
 * `_headers` (Netlify, Cloudflare Pages) and `headers` in `vercel.json`. Runs after the host files part, whose
 * hook writes vercel.json synchronously, so a vercel.json with redirects gets the headers added.
 */
export function securityHeadersPart(): AstroIntegration {
  return {
    name: 'api-reference:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const headers = securityHeaders(await buildContext().site());
        const outDir = fileURLToPath(dir);
        const headersPath = join(outDir, '_headers');
        const existing = existsSync(headersPath) ? readFileSync(headersPath, 'utf8') : undefined;
        writeFileSync(headersPath, headersFile(headers, existing));
        const vercelPath = join(outDir, 'vercel.json');
        const vercel = existsSync(vercelPath) ? readFileSync(vercelPath, 'utf8') : undefined;
        writeFileSync(vercelPath, withVercelHeaders(headers, vercel, vercelPath));
        logger.info('security headers: _headers, vercel.json');
      },
    },
  };
}
