import type { ChangeLevel, ChangeType } from '../model/changes.ts';

/**
 * Every rule of the comparison, with the type and level it gives a change. Levels follow oasdiff's checker
 * (ERR → breaking; WARN → non-breaking with `warning`; INFO → non-breaking), adjusted to the rules: a
 * removed operation breaks unless it was deprecated and its sunset has passed.
 */
const rule = (type: ChangeType, level: ChangeLevel, warning = false) => ({ type, level, warning });
const added = (level: ChangeLevel = 'non-breaking', warning = false) => rule('added', level, warning);
const removed = (level: ChangeLevel = 'breaking', warning = false) => rule('removed', level, warning);
const changed = (level: ChangeLevel, warning = false) => rule('changed', level, warning);

export const RULES = {
  // operations and their lifecycle
  'operation-added': added(),
  'operation-removed-without-deprecation': removed(),
  'operation-removed-before-sunset': removed(),
  'operation-removed-after-sunset': removed('non-breaking'),
  'operation-deprecated': rule('deprecated', 'deprecation'),
  'operation-undeprecated': changed('non-breaking'),
  'operation-sunset-set': rule('deprecated', 'deprecation'),
  'operation-sunset-moved-earlier': changed('breaking'),
  'operation-sunset-moved-later': changed('non-breaking'),
  'operation-sunset-removed': changed('non-breaking'),
  'operation-stability-changed': changed('non-breaking'),
  'operation-stability-decreased': changed('breaking'),
  'operation-id-changed': changed('non-breaking', true),
  // parameters
  'request-parameter-added': added(),
  'request-parameter-added-required': added('breaking'),
  'request-parameter-removed': removed('non-breaking', true),
  'request-parameter-became-required': changed('breaking'),
  'request-parameter-became-optional': changed('non-breaking'),
  'request-parameter-deprecated': rule('deprecated', 'deprecation'),
  'request-parameter-type-changed': changed('breaking'),
  'request-parameter-type-widened': changed('non-breaking'),
  'request-parameter-format-changed': changed('breaking'),
  'request-parameter-enum-value-added': changed('non-breaking'),
  'request-parameter-enum-value-removed': changed('breaking'),
  'request-parameter-constraint-narrowed': changed('breaking'),
  'request-parameter-constraint-widened': changed('non-breaking'),
  'request-parameter-became-nullable': changed('non-breaking'),
  'request-parameter-became-not-nullable': changed('breaking'),
  // request body
  'request-body-added': added(),
  'request-body-added-required': added('breaking'),
  'request-body-removed': removed('non-breaking', true),
  'request-body-became-required': changed('breaking'),
  'request-body-became-optional': changed('non-breaking'),
  'request-media-type-added': added(),
  'request-media-type-removed': removed(),
  // request fields
  'request-property-added': added(),
  'request-property-added-required': added('breaking'),
  'request-property-removed': removed('non-breaking', true),
  'request-property-became-required': changed('breaking'),
  'request-property-became-optional': changed('non-breaking'),
  'request-property-deprecated': rule('deprecated', 'deprecation'),
  'request-property-type-changed': changed('breaking'),
  'request-property-type-widened': changed('non-breaking'),
  'request-property-format-changed': changed('breaking'),
  'request-property-enum-value-added': changed('non-breaking'),
  'request-property-enum-value-removed': changed('breaking'),
  'request-property-constraint-narrowed': changed('breaking'),
  'request-property-constraint-widened': changed('non-breaking'),
  'request-property-became-nullable': changed('non-breaking'),
  'request-property-became-not-nullable': changed('breaking'),
  'request-property-alternative-added': changed('non-breaking'),
  'request-property-alternative-removed': changed('breaking'),
  // responses
  'response-status-added': added(),
  'response-status-removed': removed(),
  'response-media-type-added': added(),
  'response-media-type-removed': removed(),
  'response-header-added': added(),
  'response-header-removed': removed(),
  // response fields
  'response-property-added': added(),
  'response-property-removed': removed(),
  'response-property-became-required': changed('non-breaking'),
  'response-property-became-optional': changed('breaking'),
  'response-property-deprecated': rule('deprecated', 'deprecation'),
  'response-property-type-changed': changed('breaking'),
  'response-property-type-narrowed': changed('non-breaking'),
  'response-property-format-changed': changed('breaking'),
  'response-property-enum-value-added': changed('non-breaking', true),
  'response-property-enum-value-removed': changed('non-breaking'),
  'response-property-constraint-narrowed': changed('non-breaking'),
  'response-property-constraint-widened': changed('non-breaking', true),
  'response-property-became-nullable': changed('breaking'),
  'response-property-became-not-nullable': changed('non-breaking'),
  'response-property-alternative-added': changed('non-breaking', true),
  'response-property-alternative-removed': changed('non-breaking'),
  // security
  'security-added': added('breaking'),
  'security-removed': removed('non-breaking'),
  'security-alternative-added': added(),
  'security-alternative-removed': removed(),
  'security-scheme-added': added(),
  'security-scheme-removed': removed(),
  'security-scheme-changed': changed('breaking'),
  // callbacks (the requests the API sends back; a change inside one compares as a webhook's)
  'callback-added': added(),
  'callback-removed': removed(),
  // servers
  'server-added': added(),
  'server-removed': removed(),
  // named schemas (document-wide; their effect on operations is reported at each operation)
  'schema-added': added(),
  'schema-removed': removed('non-breaking'),
} as const;

export type RuleName = keyof typeof RULES;
