import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { safeNextPath } from '../../common/safe-next';

test('a same-site path with its query and hash is followed after sign-in', () => {
  assert.is(safeNextPath('/de/haus?edit#mitte', '/de'), '/de/haus?edit#mitte');
  assert.is(safeNextPath('/cms-hub', '/de'), '/cms-hub');
});

test('other sites, schemes and tricks fall back to the home page', () => {
  for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'data:text/html,x', ' //evil.example', '/%09/evil.example', 'haus', '', undefined, 42]) {
    const out = safeNextPath(next, '/en');
    assert.ok(out === '/en' || (out.startsWith('/') && !out.startsWith('//')), String(next));
    if (typeof next === 'string' && next.includes('evil')) assert.ok(!new URL(out, 'https://site.example').host.includes('evil'), next);
  }
  assert.is(safeNextPath('https://evil.example/', '/en'), '/en');
  assert.is(safeNextPath('//evil.example/x', '/en'), '/en');
});

test('dot segments never turn a path into another host: /..//evil.example comes back as a single-slash path', () => {
  for (const next of ['/..//evil.example', '/../..//evil.example/x?y', '/./\t//evil.example', '/a/../..//evil.example']) {
    const out = safeNextPath(next, '/en');
    assert.ok(!out.startsWith('//'), `${next} → ${out}`);
    assert.is(new URL(out, 'https://site.example').host, 'site.example', next);
  }
  assert.is(safeNextPath('/..//evil.example', '/en'), '/evil.example');
});

test.run();
