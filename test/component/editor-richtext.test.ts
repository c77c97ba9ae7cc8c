/**
 * Rich text: Editor.js blocks ⇄ the HTML the visitor app renders. What Word or
 * Google Docs paste brings beyond paragraphs, lists, bold, italic and links is dropped.
 */
import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { blocksToHtml, htmlToBlocks } from '../../editor/forms/richtext/convert';
import { editorJsMessages } from '../../editor/forms/richtext/i18n';

const test = suite('editor: rich text conversion');

test('paragraphs, headings, nested lists, bold, italic and links survive a round trip', () => {
  const html = '<p><b>Fett</b> und <i>kursiv</i> mit <a href="https://example.org" target="_blank" rel="noopener noreferrer">Link</a></p><h3>Zwischentitel</h3><ul><li>eins<ul><li>tief</li></ul></li><li>zwei</li></ul><ol><li>erstens</li></ol>';
  assert.is(blocksToHtml(htmlToBlocks(html)), html);
});

test('strong and em become b and i; spans, styles, classes and scripts are dropped', () => {
  const pasted = '<div class="WordSection1"><p class="MsoNormal" style="margin:0"><strong>Wichtig</strong> <span style="color:red">rot</span> <em>schräg</em><script>alert(1)</script></p></div>';
  assert.is(blocksToHtml(htmlToBlocks(pasted)), '<p><b>Wichtig</b> rot <i>schräg</i>alert(1)</p>');
});

test('links other than http(s), mailto, tel, site paths and anchors lose their address, keep their text', () => {
  const html = blocksToHtml(htmlToBlocks('<p><a href="javascript:alert(1)">böse</a> <a href="/de/haus">gut</a></p>'));
  assert.is(html, '<p>böse <a href="/de/haus">gut</a></p>');
});

test('event handler attributes never survive', () => {
  const html = blocksToHtml(htmlToBlocks('<p><img src=x onerror=alert(1)><b onclick="x()">a</b></p>'));
  assert.not.ok(/onerror|onclick|<img/.test(html), html);
});

test('Editor.js gets a German dictionary for toolbox, popovers and tunes; English needs none', () => {
  const de = editorJsMessages('de')!;
  assert.is((de.ui as unknown as { popover: Record<string, string> }).popover.Filter, 'Filtern');
  assert.is((de.toolNames as Record<string, string>)['Unordered List'], 'Aufzählung');
  const tunes = de.blockTunes as Record<string, Record<string, string>>;
  assert.is(tunes.delete!.Delete, 'Löschen');
  assert.is(tunes.moveUp!['Move up'], 'Nach oben');
  const ui = de.ui as unknown as { blockTunes: { toggler: Record<string, string> }; toolbar: { toolbox: Record<string, string> } };
  assert.is(ui.blockTunes.toggler['Click to tune'], 'Klicken für Optionen');
  assert.is(ui.toolbar.toolbox.Add, 'Hinzufügen');
  assert.is(editorJsMessages('en'), undefined);
});

test.run();
