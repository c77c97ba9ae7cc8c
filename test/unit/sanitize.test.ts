import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isSafeUrl } from '../../common/safe-url';
import { sanitizeEmbedHtml, sanitizeRichText } from '../../server/html/sanitize';

test('safe link targets: web, mail, phone, site paths and anchors', () => {
  for (const url of ['https://example.org/x', 'http://a.b', 'mailto:kasse@example.org', 'tel:+4930123', '/de/programm', '#fragen', 'impressum', '//cdn.example.org/a']) {
    assert.ok(isSafeUrl(url), url);
  }
});

test('script-bearing link targets are refused, however they are disguised', () => {
  for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '']) {
    assert.not.ok(isSafeUrl(url), JSON.stringify(url));
  }
});

test('rich text keeps paragraphs, lists, emphasis and links, and loses scripts and handlers', () => {
  const html = sanitizeRichText(
    '<p>Hallo <b>fett</b> <i>kursiv</i> <a href="https://x.org" target="_blank">Link</a></p><ul><li>eins</li></ul>' +
      '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">böse</a><p style="color:red" onclick="x()">s</p>',
  );
  assert.match(html, '<p>Hallo <b>fett</b> <i>kursiv</i> <a href="https://x.org" target="_blank" rel="noopener noreferrer">Link</a></p>');
  assert.match(html, '<ul><li>eins</li></ul>');
  assert.not.match(html, /onerror|onclick|<script|<img|javascript:|style=/i);
  assert.match(html, '<a>böse</a>');
});

test('embed code keeps provider iframes but no script, handler or javascript: source', () => {
  const html = sanitizeEmbedHtml(
    '<div class="box"><iframe src="https://www.youtube-nocookie.com/embed/x" allowfullscreen></iframe></div>' +
      '<iframe src="javascript:alert(1)"></iframe><img src="x" onerror="alert(1)"><svg onload=alert(1)></svg><script>alert(1)</script>',
  );
  assert.match(html, '<div class="box"><iframe src="https://www.youtube-nocookie.com/embed/x" allowfullscreen></iframe></div>');
  assert.not.match(html, /onerror|onload|<script|<svg|javascript:/i);
});

test('embed code keeps no style or id, and no frame or image from a host outside the embed list (issue 21 point 10)', () => {
  const html = sanitizeEmbedHtml(
    '<div id="main-nav" style="position:fixed;inset:0;z-index:9999" class="box">Text</div>' +
      '<iframe src="https://phish.example/login"></iframe><iframe src="//phish.example/x"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/1"></iframe>' +
      '<img src="https://tracker.example/pixel.gif" alt="t"><img src="/media/bild/bild-640.jpg" alt="Bild">' +
      '<img src="/media/a.jpg" srcset="/media/a.jpg 1x, https://tracker.example/b.jpg 2x" alt="gemischt">' +
      '<picture><source srcset="https://tracker.example/c.webp"><source srcset="/media/c.webp"></picture>',
  );
  assert.not.match(html, /style=|id=|phish|tracker/);
  assert.match(html, '<div class="box">Text</div>');
  assert.match(html, '<iframe src="https://player.vimeo.com/video/1"></iframe>');
  assert.match(html, '<img src="/media/bild/bild-640.jpg" alt="Bild" />');
  assert.match(html, '<source srcset="/media/c.webp">');
  assert.not.match(html, 'gemischt');
});

test.run();
