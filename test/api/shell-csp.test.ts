import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { siteSettings } from '../../server/db/schema';
import { DESIGN_DEFAULTS } from '../../server/features/settings/design-defaults';
import { withTagManagerHosts } from '../../server/shell/csp';
import { createTestApp, type TestApp } from '../helpers/app';

const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'build-csp', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };
const GOOGLE = /googletagmanager|google-analytics/;

let t: TestApp;

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'shell-csp-dist-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist });
});
test.after(() => t.close());

async function setTagManager(tagManagerId: string | null) {
  const design = { ...DESIGN_DEFAULTS, cookies: { tag_manager_id: tagManagerId } };
  await t.database.db.insert(siteSettings).values({ id: 1, design }).onConflictDoUpdate({ target: siteSettings.id, set: { design } });
}

/** The policy's directives by name. */
async function policyOf(url: string): Promise<Map<string, string>> {
  const res = await t.app.inject({ url });
  const csp = String(res.headers['content-security-policy']);
  return new Map(csp.split(';').map((d) => [d.trim().split(/\s+/)[0]!, d.trim()]));
}

test('without a tag manager id no Google host is allowed anywhere', async () => {
  await setTagManager(null);
  const policy = await policyOf('/de');
  assert.not.match([...policy.values()].join(';'), GOOGLE);
});

test('with a tag manager id the tag manager and Google Analytics may load scripts, connect and send pixels', async () => {
  await setTagManager('GTM-ABC1234');
  const policy = await policyOf('/de');
  for (const directive of ['script-src', 'connect-src', 'img-src']) {
    const value = policy.get(directive) ?? '';
    for (const host of ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com']) {
      assert.ok(value.includes(host), `${directive} allows ${host}`);
    }
  }
  assert.match(policy.get('script-src')!, /'sha256-[^']+'/, 'our own inline script still runs by its hash');
  assert.not.match(policy.get('frame-src')!, GOOGLE);
  assert.not.match(policy.get('default-src')!, GOOGLE);
});

test('error pages of a site with a tag manager carry the same allowance', async () => {
  await setTagManager('GTM-ABC1234');
  const res = await t.app.inject({ url: '/de/gibt-es-nicht-csp' });
  assert.is(res.statusCode, 404);
  assert.match(/script-src[^;]*/.exec(String(res.headers['content-security-policy']))![0], 'https://www.googletagmanager.com');
});

test('the hosts are appended to exactly the three directives, the rest stays as it was', () => {
  const before = "default-src 'self';script-src 'self' 'nonce-x';img-src 'self' data:;connect-src 'self';frame-src 'self'";
  assert.is(
    withTagManagerHosts(before),
    "default-src 'self';script-src 'self' 'nonce-x' https://www.googletagmanager.com https://www.google-analytics.com https://region1.google-analytics.com;" +
      "img-src 'self' data: https://www.googletagmanager.com https://www.google-analytics.com https://region1.google-analytics.com;" +
      "connect-src 'self' https://www.googletagmanager.com https://www.google-analytics.com https://region1.google-analytics.com;frame-src 'self'",
  );
});

test.run();
