/** Shared by the resilience tests: a stand-in dist/ so pages render, and polling helpers. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const ENTRY = '/assets/site/entry-E1.js';

/** A dist/ folder holding only a manifest: the shell renders pages without a real build. */
export async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resilience-dist-'));
  const manifest = {
    build: 'build-resilience',
    site: {
      entry: ENTRY,
      pages: { 'cms-page': '/assets/site/cms-page-P1.js', 'not-found': '/assets/site/not-found-N1.js' },
      outputs: { [ENTRY]: { imports: [] }, '/assets/site/cms-page-P1.js': { imports: [] }, '/assets/site/not-found-N1.js': { imports: [] } },
    },
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** Calls `probe` until it answers true; fails after `deadlineMs` with `what` in the message. */
export async function eventually(what: string, probe: () => Promise<boolean>, deadlineMs = 10_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`still not true after ${deadlineMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
