/**
 * Markup that runs — an `onerror` image and a `javascript:` link — posted
 * through the rich text or the HTML module never runs in a visitor's DOM, even with the CSP off.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorSection } from '../../common/api/editor';
import { useBrowser } from './harness';
import { apiCall, editorServer, publishByApi, signIn } from './editor-steps';
import { networkQuiet } from '../helpers/browser';

const test = suite('editor: no script through content');
const open = useBrowser(test, { consentDecided: true });

const IMG = '<img src=x onerror="window.__xss=(window.__xss||0)+1">';
const LINK = '<a href="javascript:window.__xss=(window.__xss||0)+1">klick</a>';

test('an onerror image and a javascript: link through the text and the HTML module do not run for visitors', async () => {
  const server = await editorServer();
  const editor = await open({ server });
  await signIn(editor, 'de', '/de');
  const page = await apiCall<{ id: number }>(editor.page, 'get', '/de/pageeditor-api/page/');
  assert.is(page.status, 200);
  const section = await apiCall<EditorSection>(editor.page, 'post', '/de/pageeditor-api/sections/', { page: page.body.id, layout: '100' });
  assert.is(section.status, 201);
  const text = await apiCall(editor.page, 'post', '/de/pageeditor-api/modules/', { type: 'text', section: section.body.slug, column: 0, data: { content: `<p>Harmlos ${IMG} ${LINK}</p>` } });
  assert.ok(text.status === 201 || text.status === 400, `text module: ${text.status}`);
  const html = await apiCall(editor.page, 'post', '/de/pageeditor-api/modules/', { type: 'html', section: section.body.slug, column: 0, data: { html_code: `<div>Eingebettet ${IMG} ${LINK}</div>` } });
  assert.ok(html.status === 201 || html.status === 400, `html module: ${html.status}`);
  const link = await apiCall(editor.page, 'post', '/de/pageeditor-api/modules/', { type: 'link', section: section.body.slug, column: 0, data: { link_text: 'Los', link_url: 'javascript:alert(1)' } });
  assert.is(link.status, 400, 'a javascript: link target is refused');
  await publishByApi(editor.page, page.body.id);

  const visitor = await open({ server });
  await visitor.page.setBypassCSP(true);
  let dialogs = 0;
  visitor.page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await visitor.goto('/de');
  await visitor.page.waitForSelector(`[id="${section.body.slug}"]`);
  await visitor.page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await networkQuiet(visitor.page, { idleTime: 300 });
  // Clicking every link of the section would run a javascript: href that survived.
  const found = await visitor.page.evaluate((id: string) => {
    const root = document.getElementById(id)!;
    const links = [...root.querySelectorAll('a')];
    for (const a of links) a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return {
      ran: (window as unknown as { __xss?: number }).__xss ?? 0,
      handlers: root.querySelectorAll('[onerror], [onclick], [onload]').length,
      scriptLinks: links.filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
      text: root.textContent ?? '',
    };
  }, section.body.slug);
  assert.is(found.ran, 0, 'no injected code ran');
  assert.is(found.handlers, 0, 'no event handler attribute reached the DOM');
  assert.is(found.scriptLinks, 0, 'no javascript: link reached the DOM');
  assert.is(dialogs, 0);
});

test.run();
