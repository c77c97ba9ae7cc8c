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

test.run();
