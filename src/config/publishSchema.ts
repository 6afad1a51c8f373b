import { z } from 'zod';

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export const DEFAULT_REDIRECT_STATUS = 301;
export const DEFAULT_CERTIFICATE_AUTHORITY = 'letsencrypt.org';

// Letters, digits and hyphens per label, no hyphen at either end, at least two labels.
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isDomainName(value: string): boolean {
  return DOMAIN_PATTERN.test(value);
}

const domainName = (example: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(DOMAIN_PATTERN, `must be a bare host name such as ${example} (no https://, no path, no port)`);

export const redirectSchema = z
  .object({
    from: domainName('www.example.com'),
    to: domainName('docs.example.com'),
    status: z
      .literal(REDIRECT_STATUSES, { error: `must be one of ${REDIRECT_STATUSES.join(', ')}` })
      .default(DEFAULT_REDIRECT_STATUS),
  })
  .strict();

/** `publish` in site.config.json: where the built site is served and under which custom domains. */
export const publishSchema = z
  .object({
    platformHost: domainName('user.github.io').describe(
      'The platform address the site is served from, e.g. user.github.io, site.netlify.app, project.pages.dev',
    ),
    primaryDomain: domainName('docs.example.com').optional(),
    redirects: z.array(redirectSchema).default([]),
    certificateAuthority: domainName(DEFAULT_CERTIFICATE_AUTHORITY)
      .default(DEFAULT_CERTIFICATE_AUTHORITY)
      .describe('The authority CAA records must allow to issue the certificate'),
  })
  .strict()
  .superRefine((publish, context) => {
    const { platformHost, primaryDomain, redirects } = publish;
    if (primaryDomain === platformHost) {
      context.addIssue({
        code: 'custom',
        path: ['primaryDomain'],
        message: `is the platform host itself; the primary domain is your own domain that points at ${platformHost}`,
      });
    }
    const seen = new Set<string>();
    redirects.forEach((redirect, index) => {
      const at = (field: string) => ['redirects', index, field];
      if (!primaryDomain) {
        context.addIssue({ code: 'custom', path: at('to'), message: 'redirects need a primaryDomain to point at' });
      } else if (redirect.to !== primaryDomain) {
        context.addIssue({
          code: 'custom',
          path: at('to'),
          message: `must be the primary domain "${primaryDomain}": every redirect points at the primary`,
        });
      }
      if (redirect.from === primaryDomain) {
        context.addIssue({
          code: 'custom',
          path: at('from'),
          message: 'is the primary domain; it cannot redirect to itself',
        });
      }
      if (redirect.from === platformHost) {
        context.addIssue({
          code: 'custom',
          path: at('from'),
          message: 'is the platform host; list only your own domains',
        });
      }
      if (seen.has(redirect.from)) {
        context.addIssue({ code: 'custom', path: at('from'), message: `"${redirect.from}" is listed twice` });
      }
      seen.add(redirect.from);
    });
  });

export type PublishInput = z.input<typeof publishSchema>;
export type Publish = z.output<typeof publishSchema>;
export type Redirect = z.output<typeof redirectSchema>;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
