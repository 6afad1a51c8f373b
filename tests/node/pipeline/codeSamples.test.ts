import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { codeSamplesOf, grammarOf } from '../../../src/pipeline/4-normalize/codeSamples.ts';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { createHighlighter } from 'shiki';
import { codeTheme, highlight } from '../../../src/presentation/highlight.ts';

describe('x-codeSamples', () => {
  it('reads the Redoc shape {lang, label, source}, the label defaulting to lang', () => {
    const samples = codeSamplesOf({
      'x-codeSamples': [
        { lang: 'cURL', label: 'Shell', source: 'curl /pets' },
        { lang: 'JavaScript', source: "fetch('/pets')" },
      ],
    });
    assert.deepEqual(samples, [
      { lang: 'cURL', label: 'Shell', source: 'curl /pets', grammar: 'shellscript', generated: false },
      { lang: 'JavaScript', label: 'JavaScript', source: "fetch('/pets')", grammar: 'javascript', generated: false },
    ]);
  });
  it('reads the older x-code-samples and ReadMe’s {language, name, code}', () => {
    assert.deepEqual(
      codeSamplesOf({ 'x-code-samples': [{ lang: 'Go', source: 'package main' }] }).map((s) => [s.lang, s.grammar]),
      [['Go', 'go']],
    );
    const readme = codeSamplesOf({
      'x-codeSamples': [{ language: 'python', name: 'Requests', code: 'import requests' }],
    });
    assert.deepEqual(
      readme.map((s) => [s.lang, s.label, s.source, s.grammar]),
      [['python', 'Requests', 'import requests', 'python']],
    );
  });
  it('prefers x-codeSamples to x-code-samples', () => {
    const samples = codeSamplesOf({
      'x-codeSamples': [{ lang: 'Ruby', source: 'a' }],
      'x-code-samples': [{ lang: 'PHP', source: 'b' }],
    });
    assert.deepEqual(
      samples.map((s) => s.lang),
      ['Ruby'],
    );
  });
  it('keeps lang and label as written; an unknown language is plain text', () => {
    const [sample] = codeSamplesOf({
      'x-codeSamples': [{ lang: ' COBOL ', label: 'Mainframe', source: 'DISPLAY "HI".' }],
    });
    assert.equal(sample.lang, ' COBOL ');
    assert.equal(sample.grammar, 'text');
  });
  it('skips entries without source text and anything that is not a list', () => {
    assert.deepEqual(
      codeSamplesOf({ 'x-codeSamples': [{ lang: 'cURL' }, { lang: 'cURL', source: { $ref: 'x' } }, null, 'curl'] }),
      [],
    );
    assert.deepEqual(codeSamplesOf({ 'x-codeSamples': { lang: 'cURL', source: 'curl' } }), []);
    assert.deepEqual(codeSamplesOf({}), []);
  });
  it('maps common language names to shiki grammars', () => {
    const cases = {
      curl: 'shellscript',
      Shell: 'shellscript',
      'Node.js': 'javascript',
      TS: 'typescript',
      'C#': 'csharp',
      csharp: 'csharp',
      Kotlin: 'kotlin',
      PowerShell: 'powershell',
      HTTP: 'http',
      brainfuck: 'text',
    };
    for (const [lang, grammar] of Object.entries(cases)) assert.equal(grammarOf(lang), grammar, lang);
  });
});

describe('highlighting at build time', () => {
  it("renders shiki HTML whose tokens' colours are the code theme's short classes", async () => {
    const html = await highlight("const pets = await fetch('/pets');", 'javascript');
    const pre = parsed(html);
    assert.deepEqual(pre.attribs, { class: 'shiki', tabindex: '0' });
    const used = new Set(selectAll<AnyNode, Element>('span', pre).map((span) => span.attribs.class));
    assert.ok(used.size >= 3, `tokens in several colours, got ${[...used]}`);
    assert.equal(textContent(pre), "const pets = await fetch('/pets');");
  });
  it("writes a JSON example compactly: short classes, no span for the block's own colour or a line, same text", async () => {
    const { colors } = await codeTheme();
    const classes = new Set(colors.flatMap((color) => color.className ?? []));
    const json = JSON.stringify({ name: 'linux_runner', labels: [{ id: 5, note: 'a <b> & "c"' }], os: null }, null, 2);
    const html = await highlight(json, 'json');
    const pre = parsed(html);
    assert.equal(textContent(pre), json);
    const spans = selectAll<AnyNode, Element>('span', pre);
    assert.ok(spans.length > 0);
    for (const span of spans) {
      assert.deepEqual(Object.keys(span.attribs), ['class'], `${JSON.stringify(span.attribs)} has only a class`);
      assert.ok(classes.has(span.attribs.class), `${span.attribs.class} is a colour class`);
      // Punctuation (the block's own colour) and indentation sit outside the spans.
      assert.doesNotMatch(textContent(span), /^[\s{}[\]:,]*$/);
    }
    assert.match(html, /^<pre class="shiki" tabindex="0"><code>\{\n<span class="c\d+"> {2}"name"<\/span>: <span/);
    assert.match(html, /\n<span class="c\d+"> {2}"name"<\/span>: <span class="c\d+">"linux_runner"<\/span>,\n/);
  });
  it("numbers the colour classes in the themes' own order, the same in every build", async () => {
    const { colors } = await codeTheme();
    const named = colors.filter((color) => color.className);
    assert.equal(colors.length - named.length, 2, 'the block foreground and background have no class');
    assert.deepEqual(
      named.map((color) => color.className),
      named.map((_, index) => `c${index + 1}`),
    );
  });
  it("keeps its colours when another highlighter loaded GitHub's themes first (as Astro does for the guides)", async () => {
    await createHighlighter({ themes: ['github-light-default', 'github-dark-default'], langs: ['js'] });
    const { theme } = await codeTheme();
    const html = await createHighlighter({ themes: [theme], langs: ['js'] }).then((shiki) =>
      shiki.codeToHtml('let a = 1;', { lang: 'js', theme: theme.name! }),
    );
    assert.match(
      html,
      /^<pre class="shiki github-light-dark" style="background-color:var\(--code-ffffff-0d1117\);color:var\(--code-1f2328-e6edf3\)"/,
    );
    assert.doesNotMatch(html, /#[0-9a-f]{3,6}/i);
  });
  it("writes every token's colour at a contrast of 4.5:1 or more on the block's background, light and dark (WCAG AA)", async () => {
    const { theme, colors } = await codeTheme();
    const background = colors.find((color) => `var(${color.variable})` === theme.colors!['editor.background'])!;
    // The rules of a coloured background (a diff's lines, `^M`) are left out: their colour is for that background.
    const onBackground = new Set(
      (theme.tokenColors ?? []).filter((rule) => !rule.settings.background).map((rule) => rule.settings.foreground),
    );
    const low = colors
      .filter((color) => color.className && onBackground.has(`var(${color.variable})`))
      .flatMap((color) =>
        (['light', 'dark'] as const)
          .map((mode) => [mode, color[mode], contrast(color[mode], background[mode])] as const)
          .filter(([, , ratio]) => ratio < 4.5),
      );
    assert.deepEqual(low, []);
  });
  it('defines every colour of the code theme and its class in styles/code.css, for the light and the dark theme', async () => {
    const { theme, colors } = await codeTheme();
    const css = readFileSync(new URL('../../../src/styles/code.css', import.meta.url), 'utf8');
    const block = (selector: string) => css.slice(css.indexOf(`${selector} {\n  --code-`)).split('}')[0];
    const light = block(':root');
    const dark = block(":root[data-theme='dark']");
    for (const { variable, light: lightColor, dark: darkColor, className } of colors) {
      assert.ok(light.includes(`${variable}: ${lightColor};`), `${variable} light`);
      assert.ok(dark.includes(`${variable}: ${darkColor};`), `${variable} dark`);
      if (className) assert.ok(css.includes(`.shiki .${className} {\n  color: var(${variable});\n}`), className);
    }
    const { 'editor.background': background, 'editor.foreground': foreground } = theme.colors!;
    assert.ok(css.includes(`pre.shiki {\n  background-color: ${background};\n  color: ${foreground};\n}`));
  });
  it('renders an unknown grammar as plain text instead of failing', async () => {
    const html = await highlight('DISPLAY "HI".', 'cobol-85');
    assert.match(html, /class="shiki/);
    assert.equal(textContent(parsed(html)), 'DISPLAY "HI".');
  });
});

/** The `<pre>` of a highlighted snippet, parsed as a browser would (entities decoded). */
function parsed(html: string) {
  const pre = selectOne<AnyNode, Element>('pre', parseDocument(html));
  assert.ok(pre, html);
  return pre;
}

/** WCAG's contrast ratio of two colours (`#rgb` or `#rrggbb`). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const hex = color.length === 4 ? [...color.slice(1)].map((digit) => digit + digit).join('') : color.slice(1);
    const [r, g, b] = [0, 2, 4].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
