/**
 * Run as a script (not a test): stores script payloads in a stopped server's database — footer and
 * header HTML and a redirect whose target is javascript: — for test/browser/resilience-xss.test.ts.
 * Uses DATA_DIR / DATABASE_URL like the server.
 */
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { redirects, siteSettings } from '../../server/db/schema';

/** Each payload would set window.__xss if it ran. */
export const FOOTER_PAYLOAD = [
  '<p id="footer-probe">Fußzeile</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="/nope.png" onerror="window.__xss = \'img onerror\'">',
  '<a id="xss-link" href="javascript:window.__xss = \'javascript link\'">Klick</a>',
  '<a id="data-link" href="data:text/html,<script>parent.__xss = 1</script>">Daten</a>',
].join('');
export const REDIRECT_FROM = '/de/boese-weiterleitung';
export const REDIRECT_TO = "javascript:window.__xss = 'redirect'";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const html = { de: FOOTER_PAYLOAD, en: FOOTER_PAYLOAD };
  await database.db.update(siteSettings).set({ htmlFooterTop: html, htmlHeader: { de: '<script>window.__xss = "header"</script>' } });
  await database.db.insert(redirects).values({ oldPath: REDIRECT_FROM, newPath: REDIRECT_TO });
  await database.close();
}

if (process.argv[1]?.endsWith('xss-payloads.ts')) await main();
