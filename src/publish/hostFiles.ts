import type { SiteConfig } from '../config/siteConfigSchema.ts';
import type { Redirect } from '../config/publishSchema.ts';

export type HostFile = { path: string; content: string };

/**
 * Files that static hosts read from the build output:
 * CNAME (GitHub Pages), _redirects (Netlify; Cloudflare Pages ignores its domain-level lines) and vercel.json.
 */
export function hostFiles(config: SiteConfig): HostFile[] {
  const publish = config.publish;
  if (!publish?.primaryDomain) return [];
  const files: HostFile[] = [{ path: 'CNAME', content: `${publish.primaryDomain}\n` }];
  if (publish.redirects.length > 0) {
    files.push({ path: '_redirects', content: netlifyRedirects(publish.redirects) });
    files.push({
      path: 'vercel.json',
      content: `${JSON.stringify({ redirects: vercelRedirects(publish.redirects) }, null, 2)}\n`,
    });
  }
  return files;
}

// "!" forces the rule even where a file exists at the path, which is every page of this site.
function netlifyRedirects(redirects: Redirect[]): string {
  const lines = ['# Generated from site.config.json "publish.redirects" by npm run build.'];
  for (const { from, to, status } of redirects) {
    for (const scheme of ['https', 'http']) {
      lines.push(`${scheme}://${from}/* https://${to}/:splat ${status}!`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export type VercelRedirect = {
  source: string;
  has: { type: 'host'; value: string }[];
  destination: string;
  statusCode: number;
};

export function vercelRedirects(redirects: Redirect[]): VercelRedirect[] {
  return redirects.map(({ from, to, status }) => ({
    source: '/:path*',
    has: [{ type: 'host', value: from }],
    destination: `https://${to}/:path*`,
    statusCode: status,
  }));
}
