import type { Root } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toHast } from 'mdast-util-to-hast';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';

/**
 * A description's tree as micromark reads it (CommonMark with GFM's tables, strikethrough and bare links), its raw
 * HTML left as `raw` nodes: for the few texts sätteri reads otherwise than GitHub (descriptions.ts).
 */
export function micromarkHast(text: string): Root {
  const markdown = fromMarkdown(text, {
    extensions: [gfmTable(), gfmStrikethrough(), gfmAutolinkLiteral()],
    mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmAutolinkLiteralFromMarkdown()],
  });
  return toHast(markdown, { allowDangerousHtml: true }) as Root;
}
