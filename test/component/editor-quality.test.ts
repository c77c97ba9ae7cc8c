/**
 * The parts that need no server: which alt texts look like file names,
 * which headings skip a level, which links the dead-link probe asks about, and which keys step the
 * page's history.
 */
import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { historyKeyOf } from '../../editor/history/shortcuts';
import { checkHeadings, checkImages, internalLinks, looksLikeFileName } from '../../editor/quality/findings';

const test = suite('editor: quality checks and history keys');

function page(html: string): { main: HTMLElement; sections: Element[] } {
  document.body.innerHTML = `<main>${html}</main>`;
  const main = document.querySelector('main')!;
  return { main, sections: [...main.querySelectorAll('section[id]')] };
}

test('camera names and names with an image extension are file names; a sentence is not', () => {
  for (const name of ['IMG_1234.jpg', 'IMG_1234', 'DSC01234', 'foyer.png', 'PXL_20240512_101010', 'Screenshot 2024-05-01 um 10.00.00', 'bühne.JPEG']) assert.ok(looksLikeFileName(name), name);
  for (const text of ['Rote Fläche im Foyer', 'Die Bühne im Jahr 2024', 'Ensemble beim Probenbeginn']) assert.not.ok(looksLikeFileName(text), text);
});

test('images without alt text or with a file name are found; decoration is not', () => {
  const { sections } = page('<section id="s1"><img src="a" alt="IMG_1234.jpg"><img src="b"><img src="c" alt=" "><img src="d" alt="" role="presentation"><img src="g" alt="" data-decorative=""><img src="e" alt="Foyer am Abend"></section><img src="f" alt="outside.jpg">');
  assert.equal(
    checkImages(sections).map((f) => [f.kind, f.element.getAttribute('src')]),
    [
      ['altFileName', 'a'],
      ['altMissing', 'b'],
      ['altMissing', 'c'],
    ],
  );
});

test('an h4 straight after an h2 skips a level; going back up or one step down does not', () => {
  const { main, sections } = page('<h1>Seite</h1><section id="s1"><h2>A</h2><h4>B</h4><h2>C</h2><h3>D</h3><h5>E</h5></section>');
  assert.equal(
    checkHeadings(main, sections).map((f) => (f.kind === 'headingSkipped' ? [f.from, f.to, f.element.textContent] : null)),
    [
      [2, 4, 'B'],
      [3, 5, 'E'],
    ],
  );
});

test('a skip outside the sections is not the editor\'s: only section content is reported', () => {
  const { main, sections } = page('<h1>Seite</h1><h3>Kopf</h3><section id="s1"><h2>A</h2></section>');
  assert.equal(checkHeadings(main, sections), []);
});

test('links to our own pages are probed once per path; anchors, mail, files, other sites are not', () => {
  const { sections } = page(
    '<section id="s1"><a href="/de/alt">a</a><a href="/de/alt">b</a><a href="#oben">c</a><a href="mailto:a@b.de">d</a><a href="/media/x.pdf">e</a><a href="https://example.org/de/x">f</a><a href="/de/api/events/">g</a><a href="/de/neu?x=1">h</a></section>',
  );
  const links = internalLinks(sections, location.origin);
  assert.equal([...links.keys()], ['/de/alt', '/de/neu']);
  assert.is(links.get('/de/alt')!.length, 2);
});

test('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, ⌘ works alike; Alt or a plain Z does nothing', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => historyKeyOf({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  assert.is(key('z', { ctrlKey: true }), 'undo');
  assert.is(key('Z', { ctrlKey: true, shiftKey: true }), 'redo');
  assert.is(key('y', { ctrlKey: true }), 'redo');
  assert.is(key('z', { metaKey: true }), 'undo');
  assert.is(key('z', { metaKey: true, shiftKey: true }), 'redo');
  assert.is(key('z'), null);
  assert.is(key('z', { ctrlKey: true, altKey: true }), null);
  assert.is(key('x', { ctrlKey: true }), null);
});

test.run();
