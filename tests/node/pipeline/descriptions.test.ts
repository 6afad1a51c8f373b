import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toHtml } from 'hast-util-to-html';
import { descriptionOf } from '../../../src/pipeline/4-normalize/descriptions.ts';
import { descriptionMarkdown } from '../../../src/presentation/descriptions.ts';

const html = (text: string) => toHtml(descriptionOf(text)!.tree);
const links = { key: 'test', url: () => '/x/' };

test("a bare link at the end of a table's cell stays in its cell, without the pipe", () => {
  const cells = html('| Region | Base URL |\n|---|---|\n| EU | https://eu.example.com|\n| US | www.example.com| |');
  assert.match(cells, /<td><a href="https:\/\/eu\.example\.com">https:\/\/eu\.example\.com<\/a><\/td>/);
  assert.match(cells, /<td><a href="http:\/\/www\.example\.com">www\.example\.com<\/a><\/td>/);
  assert.doesNotMatch(cells, /%7C|\|/);
});

test("a table's alignment is a style of its cells, and a cell's own attributes stay", () => {
  assert.match(
    html('| a | b |\n|:-|:-:|\n| 1 | 2 |'),
    /<td style="text-align:left">1<\/td>\s*<td style="text-align:center">2/,
  );
  assert.match(
    html('<table><tr><td align="right" colspan="2">x</td></tr></table>'),
    /<td colspan="2" style="text-align:right">x/,
  );
});

test('a task list shows its boxes, checked or not, each named by its words, and its twin writes them as GFM does', () => {
  const description = descriptionOf('Steps:\n\n- [x] Sow\n- [ ] Water *twice*\n  - [ ] nested')!;
  assert.match(
    toHtml(description.tree),
    /<input type="checkbox" checked disabled aria-label="Sow"> Sow.*<input type="checkbox" disabled aria-label="Water twice"> Water <em>twice<\/em>/s,
  );
  assert.match(descriptionMarkdown(description, links), /\* \[x\] Sow\n\* \[ \] Water \*twice\*/);
});

test('a code block can be focused, so that a keyboard scrolls its long lines; its twin is the same fenced code', () => {
  const description = descriptionOf('Run:\n\n```bash\ncurl -X POST https://api.example.com/v1/things\n```')!;
  assert.match(toHtml(description.tree), /<pre tabindex="0"><code class="language-bash">curl -X POST/);
  assert.match(
    descriptionMarkdown(description, links),
    /^```bash\ncurl -X POST https:\/\/api\.example\.com\/v1\/things\n```$/m,
  );
});

test('items written without their list are a list, in the page and in the twin', () => {
  // Yodlee's words: an item after a bold note, no list around it.
  const description = descriptionOf('Source and id.<br><br><b>Note:</b><li>Send a <a href="#x">locale</a>.</li>')!;
  const html = toHtml(description.tree);
  assert.match(html, /<ul><li>Send a <a href="#x">locale<\/a>\.<\/li><\/ul>/);
  assert.doesNotMatch(html.replace(/<ul><li>.*?<\/li><\/ul>/g, ''), /<li>/);
  assert.equal(description.links, true, 'a link inside a wrapped item is still seen');
  assert.match(descriptionMarkdown(description, links), /^\* Send a \[locale\]/m);
});

test('a link written in HTML keeps its own address and its words, a bare URL among them no second link', () => {
  assert.equal(
    html('For more, see <a href="https://api.departureboard.io">https://api.departureboard.io</a>.'),
    '<p>For more, see <a href="https://api.departureboard.io">https://api.departureboard.io</a>.</p>',
  );
  assert.equal(
    html('<A HREF="https://x.io/docs">www.x.io</A> or https://y.io'),
    '<p><a href="https://x.io/docs">www.x.io</a> or <a href="https://y.io">https://y.io</a></p>',
  );
});

test('words left inside a list between its items come out of it, in place; an ordered list counts on', () => {
  // Yodlee's words: a note inside the list, after its items.
  assert.equal(
    html('<ul><li>GET accounts</li><li>GET accounts/{id}</li><b> Note:</b> deprecated.</ul>'),
    '<ul><li>GET accounts</li><li>GET accounts/{id}</li></ul><b> Note:</b> deprecated.',
  );
  assert.equal(
    html('<ol start="3"><li>a</li>\n<li>b</li>then<li>c</li></ol>'),
    '<ol start="3"><li>a</li>\n<li>b</li></ol>then<ol start="5"><li>c</li></ol>',
  );
});

test('a description keeps nothing of its parse but the tree: no positions, no parser notes', () => {
  const seen: unknown[] = [];
  const walk = (node: { position?: unknown; data?: unknown; children?: unknown[] }) => {
    if (node.position || node.data) seen.push(node);
    node.children?.forEach((child) => walk(child as typeof node));
  };
  walk(descriptionOf('# Title\n\n```json\n{}\n```\n\n<b>bold</b> and *em*')!.tree);
  assert.deepEqual(seen, []);
});

test("an author's image without words for them has its title as its words, else empty ones, as Markdown's", () => {
  assert.match(
    html('<img src="https://example.com/flow.png">'),
    /<img src="https:\/\/example\.com\/flow\.png" alt="">/,
  );
  assert.match(html('<img src="https://example.com/a.png" title="The flow">'), /alt="The flow"/);
  assert.match(html('<img src="https://example.com/a.png" alt="Steps">'), /alt="Steps"/);
  assert.match(html('![](https://example.com/b.png)'), /alt=""/);
});
