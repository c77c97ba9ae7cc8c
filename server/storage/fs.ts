/** Files under DATA_DIR: the embedded default, for one process or several sharing one disk. */
import { access, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, typeOfKey, type FileStorage } from './file-storage';

export function fsStorage(root: string): FileStorage {
  const at = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'fs',
    async put(key, body) {
      const file = at(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside and rename: a reader never sees half a file under the final name.
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return { body: await readFile(at(key)), contentType: typeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      return access(at(key)).then(
        () => true,
        () => false,
      );
    },
    async move(from, to) {
      await mkdir(path.dirname(at(to)), { recursive: true });
      await rename(at(from), at(to));
    },
    async delete(key) {
      await unlink(at(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}
