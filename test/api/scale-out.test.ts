/**
 * Scale-out proven: two server processes on one PostgreSQL behind nginx as a round-robin
 * load balancer. Needs PostgreSQL (TEST_DB=postgres) and nginx (/usr/sbin/nginx, or NGINX_BIN);
 * skipped with a message otherwise. nginx runs in the foreground with a temporary config on 127.0.0.1.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../common/api/cookies';
import type { FormEntryCreated, TempFile } from '../../common/api/forms';
import type { Database } from '../../server/db/client';
import { formEntries, formNotifications, forms, jobRuns, pages, tempFiles, users } from '../../server/db/schema';
import { exportTicketshopCatalog } from '../../server/features/ticketshop/catalog-export';
import { createSession } from '../../server/plugins/session';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { createTestDatabase, TEST_DB } from '../helpers/database';
import { contact, contactFormId } from './form-fixtures';
import { eventually, fakeDist } from './resilience-fixtures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const missing = TEST_DB !== 'postgres' ? 'PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL)' : !existsSync(NGINX) ? `nginx (${NGINX})` : null;

interface Backend {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startBackend(env: Record<string, string>, dataDir: string): Promise<Backend> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './test/register.mjs', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: '', SENTRY_DSN: '', SECRET_KEY: '', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    child.on('message', (message: { ready?: boolean; port?: number }) => {
      if (!message?.ready) return;
      clearTimeout(timer);
      resolve({ child, port: message.port!, dataDir, output: () => output });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** nginx in the foreground, round robin over `ports`; X-Upstream names the backend that answered. */
async function startNginx(dir: string, port: number, ports: number[]): Promise<ChildProcess> {
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  // Workers may run as another user (nobody): let them use the temp folders.
  await chmod(dir, 0o777);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream venue { ${ports.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://venue;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', `${dir}/logs/error.log`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  await eventually(`nginx answers on ${port} (${output})`, async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200, 15_000);
  return child;
}

if (missing) {
  console.log(`scale-out: needs ${missing}; skipped`);
  test.skip(`two processes behind nginx (needs ${missing})`, () => {});
  test.run();
} else {
  let database: Database;
  let shop: Simulator;
  let a: Backend;
  let b: Backend;
  let nginx: ChildProcess;
  let lb: string;
  let tempDir: string;
  let formId: number;
  const pendingEntries: number[] = [];

  test.before(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const url = (db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    formId = await contactFormId(db);
    // Notifications a crash left pending: both processes retry the outbox at start, each is sent once.
    await db.update(forms).set({ notifyEmail: 'kasse@example.org' }).where(eq(forms.id, formId));
    for (let i = 0; i < 5; i++) {
      const [entry] = await db.insert(formEntries).values({ formId, formTitle: 'Kontakt', lang: 'de', fieldValues: { name: `Offen ${i}` } }).returning({ id: formEntries.id });
      await db.insert(formNotifications).values({ entryId: entry!.id });
      pendingEntries.push(entry!.id);
    }
    shop = await startSimulator();
    await fetch(`${shop.url}/__control/catalog`, { method: 'POST', body: JSON.stringify(await exportTicketshopCatalog(db)) });
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'scale-out-'));
    const env = { DATABASE_URL: url, TICKETSHOP_URL: shop.url, DIST_DIR: await fakeDist(), STORAGE: 'database' };
    [a, b] = await Promise.all([startBackend(env, path.join(tempDir, 'a')), startBackend(env, path.join(tempDir, 'b'))]);
    const port = await freePort();
    nginx = await startNginx(path.join(tempDir, 'nginx'), port, [a.port, b.port]);
    lb = `http://127.0.0.1:${port}`;
  });
  test.after(async () => {
    await Promise.all([stop(nginx), stop(a?.child), stop(b?.child)]);
    await shop?.close();
    await database?.close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  const direct = (backend: Backend, url: string, init?: RequestInit) => fetch(`http://127.0.0.1:${backend.port}${url}`, init);

  test('the balancer sends requests to both processes in turn', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${lb}/api/rooms/`);
      assert.is(res.status, 200);
      upstreams.add(res.headers.get('x-upstream')!);
    }
    assert.equal([...upstreams].sort(), [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
  });

  test('a session made on one process works on the other, and ending it on one ends it on both', async () => {
    const [user] = await database.db.insert(users).values({ email: 'scale@example.org', username: 'scale', firstName: 'S', lastName: 'O', role: 'editor' }).returning();
    const session = `${SESSION_COOKIE}=${await createSession(database.db, user!.id)}`;
    // The CSRF cookie process A hands out (pages set none) is signed with the secret both share,
    // and bound to the session it was asked with.
    const page = await direct(a, '/api/csrf/', { headers: { cookie: session } });
    const csrf = /csrftoken=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(csrf, 'A sets a CSRF cookie');
    const headers = { cookie: `${session}; ${CSRF_COOKIE}=${csrf}` };
    assert.is((await direct(a, '/pageeditor-api/user', { headers })).status, 200);
    assert.is((await direct(b, '/pageeditor-api/user', { headers })).status, 200);
    const logout = await direct(b, '/api/logout/', { method: 'POST', headers: { ...headers, [CSRF_HEADER]: csrf! } });
    assert.ok(logout.status < 300, `B accepts A's CSRF token (${logout.status})`);
    assert.is((await direct(a, '/pageeditor-api/user', { headers })).status, 401, 'A sees the logout at once');
  });

  test('a file uploaded through one process is sent with a form through the other; media are served by both', async () => {
    const csrf = /csrftoken=([^;]+)/.exec((await direct(a, '/api/csrf/')).headers.get('set-cookie') ?? '')![1]!;
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4\n% scale-out\n'], { type: 'application/pdf' }), 'probe.pdf');
    const uploaded = await direct(a, '/api/temp-files/', { method: 'POST', body: form, headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf } });
    assert.is(uploaded.status, 201);
    const file = (await uploaded.json()) as TempFile;
    // The seeded contact form has no file field: the upload is checked where it is stored.
    const [row] = await database.db.select().from(tempFiles).where(eq(tempFiles.id, file.id));
    assert.ok(row, 'the upload is recorded');
    assert.not.ok(existsSync(path.join(a.dataDir, row!.path)), 'not on the disk of A alone');
    await database.db.execute(sql`insert into stored_files (key, body, content_type, size) values ('media/feedfacecafebeef/scale-320.webp', ${Buffer.from('RIFFxxxxWEBP')}, 'image/webp', 12)`);
    for (const backend of [a, b]) {
      const res = await direct(backend, '/media/feedfacecafebeef/scale-320.webp');
      assert.is(res.status, 200);
      assert.is(res.headers.get('content-type'), 'image/webp');
    }
  });

  test('a write through one process is seen through the other at once', async () => {
    const csrf = /csrftoken=([^;]+)/.exec((await direct(b, '/api/csrf/')).headers.get('set-cookie') ?? '')![1]!;
    const post = (backend: Backend) =>
      direct(backend, '/de/api/forms-entries/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
        body: JSON.stringify({ form: formId, field_values: contact(), idempotency_key: 'scale-out-einmal' }),
      });
    const first = (await (await post(a)).json()) as FormEntryCreated;
    const again = (await (await post(b)).json()) as FormEntryCreated;
    assert.is(again.id, first.id, 'B knows the entry A stored');
    assert.is((await database.db.select().from(formEntries).where(eq(formEntries.idempotencyKey, 'scale-out-einmal'))).length, 1);
  });

  test('a page edit through one process shows through the other at once, though it had the page cached', async () => {
    const [user] = await database.db.insert(users).values({ email: 'scale-edit@example.org', username: 'scale-edit', role: 'editor' }).returning();
    const session = `${SESSION_COOKIE}=${await createSession(database.db, user!.id)}`;
    const csrf = /csrftoken=([^;]+)/.exec((await direct(a, '/api/csrf/', { headers: { cookie: session } })).headers.get('set-cookie') ?? '')![1]!;
    const [imprint] = await database.db.select().from(pages).where(eq(pages.pathDe, '/de/impressum'));
    for (let i = 0; i < 2; i++) assert.not.match(await (await direct(b, '/de/impressum')).text(), 'Impressum des Hauses, neu');
    const saved = await direct(a, `/de/pageeditor-api/pages/${imprint!.id}/`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: `${session}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
      body: JSON.stringify({ headline: { de: 'Impressum des Hauses, neu' } }),
    });
    assert.is(saved.status, 200, await saved.text());
    // A save is a draft: visitors see it once it is published, here through A as well.
    const published = await direct(a, `/de/pageeditor-api/pages/${imprint!.id}/publish/`, { method: 'POST', headers: { cookie: `${session}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf } });
    assert.is(published.status, 200, await published.text());
    await eventually('B shows the edit', async () => (await (await direct(b, '/de/impressum')).text()).includes('Impressum des Hauses, neu'));
  });

  test('background jobs run once, not once per process', async () => {
    // The outbox: each pending notification was sent by exactly one process.
    await eventually('the pending notifications are sent', async () => {
      const rows = await database.db.select().from(formNotifications).where(inArray(formNotifications.entryId, pendingEntries));
      return rows.every((r) => r.status === 'sent');
    });
    const rows = await database.db.select().from(formNotifications).where(inArray(formNotifications.entryId, pendingEntries));
    assert.equal(rows.map((r) => r.attempts), [1, 1, 1, 1, 1]);
    const mails = [a, b].flatMap((backend) => (existsSync(path.join(backend.dataDir, 'mail')) ? readdirSync(path.join(backend.dataDir, 'mail')) : []));
    assert.equal(mails.filter((m) => pendingEntries.some((id) => m === `form-entry-${id}.eml`)).length, pendingEntries.length);
    // The ticket-shop sync: both processes start it, one runs it.
    await eventually('the ticket-shop sync ran', async () => /ticketing sync(ed| stopped)/.test(a.output() + b.output()));
    const runs = (a.output() + b.output()).match(/ticketing sync(ed| stopped)/g) ?? [];
    assert.is(runs.length, 1, 'one full sync for both processes');
    const [job] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, 'ticketshop-sync'));
    assert.ok(job, 'the run is recorded');
  });

  test('both processes answer the health checks through the balancer', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${lb}/readyz`);
      assert.is(res.status, 200);
      assert.equal(await res.json(), { status: 'ok', database: true, migrations: true });
    }
  });

  test.run();
}
