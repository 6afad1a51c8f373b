/** What one HTML page says about the contract, read in a single parse. */

export interface SampleElement {
  lang: string | undefined;
  label: string | undefined;
  generated: boolean;
  hasShiki: boolean;
  /** `data-sample-example`: the named request example a generated sample sends. */
  example: string | undefined;
  /** The text of its code block. */
  code: string;
}

/** A `data-example` element: a request's or response's example and the text of its code block. */
export interface ExampleElement {
  status: string | undefined;
  mediaType: string | undefined;
  name: string | undefined;
  generated: boolean;
  code: string;
}

export interface DeprecatedElement {
  sunset: string | undefined;
  text: string;
}

/** An element with `data-operation` or `data-webhook`, and the markers that belong to it. */
export interface OperationElement {
  key: string;
  page: string;
  deprecated: DeprecatedElement[];
  /** `data-sunset` on an element that is not the `data-deprecated` one. */
  strayedSunsets: string[];
  stabilities: string[];
  tryIt: number;
  samples: SampleElement[];
  examples: ExampleElement[];
  /** The ids inside the element (parameter rows carry `param-<in>-<name>`). */
  ids: Set<string>;
}

export interface PropertyRow {
  name: string;
  required: string | undefined;
  /** Inside another property row (a nested object's property), not one of the schema's own. */
  nested: boolean;
}

export interface SchemaElement {
  name: string;
  page: string;
  rows: PropertyRow[];
}

export interface PageLink {
  /** `href`, `src`, `srcset`, `poster` or `refresh` (a `<meta http-equiv="refresh">` URL). */
  attribute: string;
  value: string;
}

export interface PageFacts {
  /** Path relative to the site folder, with `/` separators: `pets/index.html`. */
  page: string;
  operations: OperationElement[];
  webhooks: OperationElement[];
  schemas: SchemaElement[];
  navTags: string[];
  navGroups: string[];
  /** `id`s, and `name`s of `<a>` elements: the fragments that resolve on this page. */
  ids: Set<string>;
  links: PageLink[];
  /** `href` of the page's `<base>` element, when it has one. */
  baseHref: string | undefined;
  /** Ids given to more than one element of the page. */
  duplicateIds: string[];
  /** `data-property` rows without an id (nobody can link to them). */
  rowsWithoutId: string[];
}
