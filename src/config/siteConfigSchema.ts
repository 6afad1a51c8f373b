import { z } from 'zod';
import { basePath } from '../shared/basePath.ts';
import { LOCALES } from '../presentation/strings/locales.ts';
import { overrideProblems } from '../presentation/strings/overrides.ts';
import { publishSchema } from './publishSchema.ts';
import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_LANGUAGE_NAMES, sampleLanguage } from './sampleLanguages.ts';
import { closestName } from '../shared/closestName.ts';
import { siteAddress } from './siteAddress.ts';

/**
 * A server try-it offers without the document naming it: for every API, or for the one `api` names (a mock serves
 * one document, a staging host is usually one API's; a site of one API need not name it).
 */
const tryItServer = z
  .object({
    url: z.url({
      protocol: /^https?$/,
      // A missing URL keeps zod's own words, which the loader reports as missing.
      error: (issue) =>
        issue.input === undefined ? undefined : 'must be an absolute URL such as http://127.0.0.1:4010',
    }),
    description: z.string().min(1, 'must not be empty').optional(),
    api: z
      .string()
      .min(1, 'must not be empty')
      .optional()
      .describe('The API it serves: a document’s file name without its extension, or a version folder’s name'),
  })
  .strict();

/** The one site configuration file, `site.config.json` at the project root. Every field is optional. */
export const siteConfigSchema = z
  .object({
    title: z
      .string()
      .min(1, 'must not be empty')
      .optional()
      .describe('Site title; defaults to the first document’s info.title'),
    logo: z.string().regex(/^\//, 'must be a path under public/ starting with "/"').optional(),
    links: z
      .array(
        z
          .object({
            label: z.string().min(1, 'must not be empty'),
            href: z
              .string()
              .regex(
                /^(\/|#|[a-z][a-z0-9+.-]*:)/i,
                'must be an absolute URL (https://…), a mailto: link, or a path of this site starting with "/"',
              ),
          })
          .strict(),
      )
      .default([])
      .describe('Header links; a path starting with "/" is under the base path'),
    accentColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb')
      .default('#4f46e5'),
    twins: z
      .boolean({ message: 'must be true or false' })
      .default(true)
      .describe(
        'false writes no Markdown twin (.md) of each operation and model page: a third of the files of a large site',
      ),
    search: z
      .boolean({ message: 'must be true or false' })
      .default(true)
      .describe('false builds no search index and shows no search box: a third of the files of a large site'),
    tryIt: z
      .union(
        [
          z.boolean(),
          z
            .object({
              proxyUrl: z
                .url({ protocol: /^https?$/, message: 'must be an absolute URL such as https://proxy.example.com' })
                .optional()
                .describe(
                  'A CORS proxy the try-it client sends requests through, for APIs that do not answer browsers',
                ),
              servers: z
                .array(tryItServer)
                .optional()
                .describe('Servers the try-it client offers besides the documents’ own (a mock, a staging host)'),
            })
            .strict(),
        ],
        { message: 'must be true, false or an object such as { "proxyUrl": "https://proxy.example.com" }' },
      )
      .default(true)
      .describe('false hides every try-it panel; an object keeps them and sets their options'),
    codeSamples: z
      .object({
        languages: z
          .array(
            z.string().superRefine((name, context) => {
              if (sampleLanguage(name)) return;
              const close = closestName(name, SAMPLE_LANGUAGE_NAMES, 3);
              const hint = close ? `did you mean "${close}"? ` : '';
              context.addIssue({
                code: 'custom',
                message: `unknown language "${name}": ${hint}Known: ${SAMPLE_LANGUAGE_NAMES.join(', ')}`,
              });
            }),
          )
          .default(DEFAULT_SAMPLE_LANGUAGES)
          // Canonical names, each once: `curl` and `cURL` are one language.
          .transform((names): string[] => [...new Set(names.map((name) => sampleLanguage(name)!.name))]),
      })
      .strict()
      .default({ languages: [...DEFAULT_SAMPLE_LANGUAGES] })
      .describe('The languages of generated code samples, in order (x-codeSamples of a document come first)'),
    locale: z
      .enum(LOCALES, { message: `must be one of ${LOCALES.join(', ')}` })
      .default('en')
      .describe('The language of everything the site itself says; documents stay as written'),
    languages: z
      .partialRecord(
        z.enum(LOCALES),
        z
          .string()
          .regex(/^\/*([\w.-]+\/+)*[\w.-]*$/)
          .transform(basePath),
      )
      .optional()
      .describe('The site in several languages: each locale and the base path it is built under'),
    base: z
      .string()
      .regex(/^\/*([\w.-]+\/+)*[\w.-]*$/, 'must be a path such as "/" or "/docs/"')
      .transform(basePath)
      .optional()
      .describe('The path the site is served under, with or without slashes; defaults to the path of `site`'),
    site: z.url({ message: 'must be an absolute URL such as https://docs.example.com' }).optional(),
    publish: publishSchema.optional(),
    changes: z
      .object({
        git: z.boolean({ message: 'must be true or false' }).default(false),
        limit: z
          .number({ message: 'must be a whole number of commits, such as 50' })
          .int('must be a whole number of commits, such as 50')
          .positive('must be 1 or more')
          .default(50),
      })
      .strict()
      .optional()
      .describe('The changelog: `git: true` makes each commit that changed a document a release (the newest `limit`)'),
    strings: z
      .record(
        z.string(),
        z.union([z.string(), z.record(z.string(), z.string())], {
          message: 'must be a message, or a language\'s messages such as { "fields.usedBy": "…" }',
        }),
      )
      .superRefine((strings, context) => {
        for (const { path, message } of overrideProblems(strings)) context.addIssue({ code: 'custom', path, message });
      })
      .optional()
      .describe('Words of the site replaced: { "fields.usedBy": "Referenced by" }, or per language { "de": { … } }'),
  })
  .strict()
  .superRefine(({ base, site, locale, languages }, context) => {
    const sitePath = site && basePath(new URL(site).pathname);
    // Under it, not equal: the languages of a site served at /docs/ are built under /docs/, /docs/de/…
    const [builtUnder, path] = base ? [base, ['base']] : [languages?.[locale], ['languages', locale]];
    if (builtUnder && sitePath && !builtUnder.startsWith(sitePath)) {
      const message = `"${builtUnder}" and the path of "site" ("${sitePath}") disagree: the site is served under one of them`;
      context.addIssue({ code: 'custom', path, message });
    }
    if (languages && !languages[locale]) {
      const message = `"${locale}" is not one of the site's languages (${Object.keys(languages).join(', ')})`;
      context.addIssue({ code: 'custom', path: ['locale'], message });
    } else if (languages && base && languages[locale] !== base) {
      const message = `"${base}" and the base of "${locale}" in "languages" ("${languages[locale]}") disagree`;
      context.addIssue({ code: 'custom', path: ['base'], message });
    }
  })
  // A site served at https://acme.example/docs/ is built under /docs/; a language under its base. Its address is
  // on the custom domain when there is one: every absolute link agrees (siteAddress.ts).
  .transform(({ base, site, ...config }) => {
    const address = siteAddress(site, config.publish?.primaryDomain);
    return {
      ...config,
      base: base ?? config.languages?.[config.locale] ?? (site ? basePath(new URL(site).pathname) : '/'),
      ...(address ? { site: address } : {}),
    };
  });

export type SiteConfig = z.output<typeof siteConfigSchema>;
