/** A dist folder with only a manifest: enough for the shell to render every page's HTML without a build. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fake-dist-'));
  const entry = '/assets/site/entry.js';
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ build: 'b', site: { entry, pages: {}, outputs: { [entry]: { imports: [] } } } }));
  return dir;
}
