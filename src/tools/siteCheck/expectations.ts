/**
 * What the document says one attribute must be:
 * - absent: the attribute must not be there,
 * - present: it must be there (with `value`, when given),
 * - free: the document carries a vendor flag the contract leaves open ("a known vendor equivalent"),
 *   so the attribute may or may not be there; when there, it must still be well formed.
 */
export type Rule = { mode: 'absent' } | { mode: 'present'; value?: string } | { mode: 'free' };

export interface ExpectedSample {
  lang: string;
  label: string;
}

export interface ExpectedOperation {
  /** `GET /pets/{petId}` for an operation, `POST newPet` for a webhook. */
  key: string;
  kind: 'operation' | 'webhook';
  deprecated: Rule;
  sunset: Rule;
  stability: Rule;
  tryIt: Rule;
  /** The document's own code samples (`x-codeSamples`), in order; empty when it has none. */
  codeSamples: ExpectedSample[];
  tags: string[];
  /** The operation's parameters (path-level ones included, `$ref`s followed): each has a row with an id. */
  parameters: { in: string; name: string }[];
  /** The operation as written, for what its examples must hold. */
  raw: Record<string, any>;
}

export interface ExpectedSchema {
  name: string;
  /** Property name → required, from `properties`, `allOf` parts and the `$ref`s they follow. */
  properties: Map<string, boolean>;
}

export interface ExpectedNavigation {
  /** Tags that carry at least one operation: each must appear as `data-nav-tag`. */
  requiredTags: Set<string>;
  /** Every tag name the document knows (declared, used, or listed in a group). */
  knownTags: Set<string>;
  /** `x-tagGroups` names: each must appear as `data-nav-group`. */
  requiredGroups: Set<string>;
  /** Group names the contract allows: `x-tagGroups` names and declared tags without operations. */
  knownGroups: Set<string>;
}

export interface Expectations {
  operations: Map<string, ExpectedOperation>;
  webhooks: Map<string, ExpectedOperation>;
  schemas: Map<string, ExpectedSchema>;
  navigation: ExpectedNavigation;
}
