import assert from 'node:assert/strict';
import { test } from 'node:test';
import { highlight, shikiHtml } from '../../../src/presentation/highlight.ts';

/**
 * Code whose lines come back in other states of their grammar (inside a heredoc, a string, an embedded language),
 * with the styles, line ends and lengths shiki treats apart: a line is only written as before in an equal state.
 */
const SAMPLES: [grammar: string, code: string][] = [
  ['shellscript', 'cat <<EOF\necho "$HOME"\nEOF\ncat <<\'END\'\nEOF\necho "$HOME"\nEND\necho "$HOME"\nEOF'],
  [
    'shellscript',
    "curl https://api.example.com/pets \\\r\n  --header 'Accept: application/json' \\\r\n  --data '{\r\n  \"a\": 1\r\n}'",
  ],
  ['python', 'x = 1\ns = """\nx = 1\n"""\nx = 1\n\n\tif x:  \n\t\tpass'],
  ['javascript', 'const a = `x ${`y ${z}`}\nconst a = 1;\n`;\nconst a = 1;\n// const a = 1;\n/*\nconst a = 1;\n*/'],
  ['markdown', '# Title\n\n**bold** _italic_ ~~gone~~ `code`\n\n```js\nconst a = 1;\n```\n\nconst a = 1;'],
  ['html', '<style>\n  a { color: red; }\n</style>\n<script>\n  a { color: red; }\n</script>\n  a { color: red; }'],
  ['json', '{"a":1}\n{\n  "a": 1\n}'],
  ['go', 'package main\n\nfunc main() {\n\ts := `raw\n\tfunc main() {`\n\t_ = s\n}'],
  ['php', '<?php\n$x = "a & b < c";\n?>\n$x = "a & b < c";'],
  ['ruby', 'x = <<~TEXT\n  x = 1\nTEXT\nx = 1'],
  ['python', `s = "${'a'.repeat(395)}"\nt = """\n${'b'.repeat(400)}\nx = 1\n"""\nx = 1\n${'c'.repeat(401)}`],
  ['text', 'plain <b> & text\r\n\n  indented'],
  ['no-such-language', 'x < y && z'],
  ['shellscript', ''],
];

for (const [grammar, code] of SAMPLES) {
  test(`code read a line at a time is written as shiki writes the whole block: ${grammar}, ${JSON.stringify(code.slice(0, 30))}…`, async () => {
    assert.equal(await highlight(code, grammar), await shikiHtml(code, grammar));
  });
}

test('a line read before in another state is read again', async () => {
  const [outside, , inside] = (await highlight('x = 1\ns = """\nx = 1\n"""', 'python')).split('\n');
  assert.notEqual(inside, outside);
  assert.match(outside, /<span class="c\d+">=<\/span>/);
});
