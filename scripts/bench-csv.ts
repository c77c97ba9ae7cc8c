/**
 * Benchmark of a form's CSV export (a form with 1,000 entries downloads in under
 * a second). A seeded throwaway PGlite database, one form with ENTRIES entries of six fields with
 * umlauts, then the export through the real app (app.inject) as an editor after a warm-up. Prints
 * median and p95 and the size; fails when the median reaches one second. Not a test (BRIEF: no timed
 * assertions in tests).
 *
 *   node --import tsx --import ./test/register.mjs scripts/bench-csv.ts [--entries=1000] [--requests=20]
 */
import { users, forms, formEntries } from '../server/db/schema';
import { createSession } from '../server/plugins/session';
import { CSRF_COOKIE, SESSION_COOKIE } from '../common/api/cookies';
import { createTestApp } from '../test/helpers/app';

const BUDGET_MS = 1000;
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ENTRIES = arg('entries', 1000);
const REQUESTS = arg('requests', 20);

const t = await createTestApp();
try {
  const db = t.database.db;
  const [user] = await db.insert(users).values({ email: 'bench@example.org', username: 'bench-csv', role: 'editor' }).returning();
  const cookie = `${SESSION_COOKIE}=${await createSession(db, user!.id)}; ${CSRF_COOKIE}=bench`;
  const [form] = await db.insert(forms).values({ slug: { de: 'bench' }, title: { de: 'Bench-Formular' } }).returning();
  const labels = { vorname: 'Vorname', nachname: 'Nachname', strasse: 'Straße', ort: 'Ort', nachricht: 'Nachricht', newsletter: 'Newsletter' };
  const rows = Array.from({ length: ENTRIES }, (_, i) => ({
    formId: form!.id,
    formTitle: 'Bench-Formular',
    lang: 'de' as const,
    labels,
    fieldValues: { vorname: `Jürgen ${i}`, nachname: 'Müßiggänger', strasse: `Königsallee ${i}`, ort: 'Düsseldorf', nachricht: `Grüße; "Zeile" ${i}\nzweite Zeile`, newsletter: i % 2 === 0 },
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(formEntries).values(rows.slice(i, i + 500));

  const url = `/cms-api/forms/${form!.id}/entries.csv`;
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS + 3; i++) {
    const t0 = process.hrtime.bigint();
    const res = await t.app.inject({ url, headers: { cookie } });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
    if (res.rawPayload[0] !== 0xef || !res.body.includes('Müßiggänger')) throw new Error('export lost its BOM or its umlauts');
    bytes = res.rawPayload.length;
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;
  console.log(`CSV export of ${ENTRIES} entries (${(bytes / 1024).toFixed(0)} KB): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${REQUESTS} requests (budget ${BUDGET_MS} ms)`);
  if (median >= BUDGET_MS) process.exitCode = 1;
} finally {
  await t.close();
}
