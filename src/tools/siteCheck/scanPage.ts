import { Parser } from 'htmlparser2';
import type {
  DeprecatedElement,
  ExampleElement,
  OperationElement,
  PageFacts,
  SampleElement,
  SchemaElement,
} from './pageFacts.ts';

type Owner =
  { type: 'operation'; element: OperationElement } | { type: 'schema'; element: SchemaElement } | { type: 'property' };

/** What an open element started, undone when it closes. */
interface Frame {
  owners: number;
  deprecated: boolean;
  sample: boolean;
  /** Opened a code sample or an example, whose code block's text is collected. */
  block: boolean;
  /** Opened a code block (`pre`) inside one. */
  code: boolean;
  /** Opened a callback's section: its examples are the callback's, not the operation's. */
  callback: boolean;
}

const LINK_ATTRIBUTES = ['href', 'src', 'poster'] as const;

/** Reads one page's contract attributes, ids and links with a streaming HTML parser (one pass). */
export function scanPage(page: string, html: string): PageFacts {
  const facts: PageFacts = {
    page,
    operations: [],
    webhooks: [],
    schemas: [],
    navTags: [],
    navGroups: [],
    ids: new Set(),
    links: [],
    baseHref: undefined,
    duplicateIds: [],
    rowsWithoutId: [],
  };
  const frames: Frame[] = [];
  const owners: Owner[] = [];
  const openDeprecated: DeprecatedElement[] = [];
  const openSamples: SampleElement[] = [];
  const openBlocks: (SampleElement | ExampleElement)[] = [];
  let codeDepth = 0;
  let callbackDepth = 0;

  const currentOperation = () => {
    const top = owners.at(-1);
    return top?.type === 'operation' ? top.element : undefined;
  };

  const onOpen = (tag: string, attributes: Record<string, string>) => {
    const frame: Frame = { owners: 0, deprecated: false, sample: false, block: false, code: false, callback: false };
    if (tag === 'pre' && openBlocks.length) {
      frame.code = true;
      codeDepth++;
    }
    frames.push(frame);

    const id = attributes.id;
    if (id !== undefined) {
      if (facts.ids.has(id)) facts.duplicateIds.push(id);
      facts.ids.add(id);
      for (const owner of owners) if (owner.type === 'operation') owner.element.ids.add(id);
    }
    if (tag === 'a' && attributes.name !== undefined) facts.ids.add(attributes.name);
    collectLinks(tag, attributes, facts);

    const operationKey = attributes['data-operation'] ?? attributes['data-webhook'];
    if (operationKey !== undefined) {
      const element: OperationElement = {
        key: operationKey,
        page,
        deprecated: [],
        strayedSunsets: [],
        stabilities: [],
        tryIt: 0,
        samples: [],
        examples: [],
        ids: new Set(),
      };
      (attributes['data-operation'] !== undefined ? facts.operations : facts.webhooks).push(element);
      owners.push({ type: 'operation', element });
      frame.owners++;
    }
    const schemaName = attributes['data-schema'];
    if (schemaName !== undefined) {
      const element: SchemaElement = { name: schemaName, page, rows: [] };
      facts.schemas.push(element);
      owners.push({ type: 'schema', element });
      frame.owners++;
    }
    const propertyName = attributes['data-property'];
    if (propertyName !== undefined) {
      const ownRow = addPropertyRow(propertyName, attributes['data-required'], owners);
      if (ownRow && !attributes.id) facts.rowsWithoutId.push(propertyName);
      owners.push({ type: 'property' });
      frame.owners++;
    }
    if (attributes['data-nav-tag'] !== undefined) facts.navTags.push(attributes['data-nav-tag']);
    if (attributes['data-nav-group'] !== undefined) facts.navGroups.push(attributes['data-nav-group']);

    if (openSamples.length && attributes.class !== undefined && /(^|\s)shiki(\s|$)/.test(attributes.class)) {
      for (const sample of openSamples) sample.hasShiki = true;
    }

    const operation = currentOperation();
    if (!operation) return;
    const sunset = attributes['data-sunset'];
    if (attributes['data-deprecated'] !== undefined) {
      const deprecated: DeprecatedElement = { sunset, text: '' };
      operation.deprecated.push(deprecated);
      openDeprecated.push(deprecated);
      frame.deprecated = true;
    } else if (sunset !== undefined) {
      operation.strayedSunsets.push(sunset);
    }
    if (attributes['data-stability'] !== undefined) operation.stabilities.push(attributes['data-stability']);
    if (attributes['data-try-it'] !== undefined) operation.tryIt++;
    if (attributes['data-code-sample'] !== undefined) {
      const sample: SampleElement = {
        lang: attributes['data-lang'],
        label: attributes['data-label'],
        generated: attributes['data-generated'] !== undefined,
        hasShiki: false,
        example: attributes['data-sample-example'],
        code: '',
      };
      operation.samples.push(sample);
      openSamples.push(sample);
      openBlocks.push(sample);
      frame.sample = frame.block = true;
    }
    if (attributes['data-callback'] !== undefined) {
      frame.callback = true;
      callbackDepth++;
    }
    if (attributes['data-example'] !== undefined && callbackDepth === 0) {
      const example: ExampleElement = {
        status: attributes['data-status'],
        mediaType: attributes['data-media-type'],
        name: attributes['data-example-name'],
        generated: attributes['data-generated'] !== undefined,
        code: '',
      };
      operation.examples.push(example);
      openBlocks.push(example);
      frame.block = true;
    }
  };

  const onClose = () => {
    const frame = frames.pop();
    if (!frame) return;
    owners.length -= frame.owners;
    if (frame.deprecated) openDeprecated.pop();
    if (frame.sample) openSamples.pop();
    if (frame.block) openBlocks.pop();
    if (frame.code) codeDepth--;
    if (frame.callback) callbackDepth--;
  };

  const parser = new Parser(
    {
      onopentag: onOpen,
      onclosetag: onClose,
      ontext(text) {
        for (const deprecated of openDeprecated) deprecated.text += text;
        if (codeDepth > 0) openBlocks.at(-1)!.code += text;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return facts;
}

/**
 * A `data-property` row belongs to the nearest enclosing `data-schema` element; rows elsewhere are not the
 * contract's. True when it is a schema's.
 */
function addPropertyRow(name: string, required: string | undefined, owners: Owner[]): boolean {
  let nested = false;
  for (let index = owners.length - 1; index >= 0; index--) {
    const owner = owners[index];
    if (owner.type === 'property') nested = true;
    else if (owner.type === 'schema') {
      owner.element.rows.push({ name, required, nested });
      return true;
    } else return false;
  }
  return false;
}

function collectLinks(tag: string, attributes: Record<string, string>, facts: PageFacts): void {
  if (tag === 'base') {
    if (facts.baseHref === undefined && attributes.href !== undefined) facts.baseHref = attributes.href;
    return;
  }
  for (const attribute of LINK_ATTRIBUTES) {
    const value = attributes[attribute];
    if (value !== undefined) facts.links.push({ attribute, value });
  }
  if (attributes.srcset !== undefined) {
    for (const candidate of attributes.srcset.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) facts.links.push({ attribute: 'srcset', value: url });
    }
  }
  if (tag === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh' && attributes.content) {
    const url = /url\s*=\s*['"]?([^'"]+)/i.exec(attributes.content)?.[1];
    if (url) facts.links.push({ attribute: 'refresh', value: url.trim() });
  }
}
