/**
 * Paste that keeps meaning: what Word, LibreOffice, Google Docs and a web page put
 * on the clipboard (test/fixtures/paste/*.html, each beside the clean HTML it must give) becomes the
 * blocks whose saved HTML keeps bold, italic, underline, strike-through, line breaks, headings,
 * nested lists and links, with this site's links as site paths, tables as rows, and nothing else.
 */
import '../helpers/dom';
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { blocksToHtml } from '../../editor/forms/richtext/convert';
import { pastedHtmlToBlocks } from '../../editor/forms/richtext/paste/pasted-html';

const test = suite('editor: pasted HTML');
const SITE = 'https://www.kulturhaus-am-fluss.de';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/paste/${name}`, import.meta.url), 'utf8');

for (const sample of ['word', 'libreoffice', 'google-docs', 'web-page']) {
  test(`${sample}: the saved HTML is the expected clean HTML`, () => {
    assert.fixture(blocksToHtml(pastedHtmlToBlocks(fixture(`${sample}.html`), SITE)), fixture(`${sample}.expected.html`));
  });
}

test('a nested list item is there once, under its parent', () => {
  const blocks = pastedHtmlToBlocks('<ul><li>eins</li><ul><li>tief</li></ul><li>zwei</li></ul>', SITE);
  assert.is(blocksToHtml(blocks), '<ul><li>eins<ul><li>tief</li></ul></li><li>zwei</li></ul>');
});

test('the same path from another site stays an outside link; scripts, handlers and unsafe links never survive', () => {
  const html = blocksToHtml(pastedHtmlToBlocks('<p><a href="https://other.example/de/besuch">a</a> <a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)><b onclick="x()">c</b><script>alert(2)</script></p>', SITE));
  assert.is(html, '<p><a href="https://other.example/de/besuch">a</a> b<b>c</b></p>');
});

test('text that is only a table of one cell per row still reads as rows', () => {
  const html = blocksToHtml(pastedHtmlToBlocks('<table><tr><td>A</td><td></td><td>B</td></tr><tr><td>C</td></tr></table>', SITE));
  assert.is(html, '<p>A · B</p><p>C</p>');
});

test.run();
