import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findRedirect } from '../../site/router/redirects';

test('the visitor app never follows a javascript: or data: redirect target', () => {
  const entries = [
    { old_path: '/de/a', new_path: 'javascript:alert(1)' },
    { old_path: '/de/b', new_path: ' JaVaScRiPt:alert(1)' },
    { old_path: '/de/c', new_path: 'data:text/html,<script>alert(1)</script>' },
    { old_path: '/de/d', new_path: '/de/besuch' },
    { old_path: '/de/e', new_path: 'https://tickets.example.org/' },
  ];
  assert.is(findRedirect(entries, '/de/a'), null);
  assert.is(findRedirect(entries, '/de/b'), null);
  assert.is(findRedirect(entries, '/de/c'), null);
  assert.is(findRedirect(entries, '/de/d'), '/de/besuch');
  assert.is(findRedirect(entries, '/de/e/'), 'https://tickets.example.org/');
});

test.run();
