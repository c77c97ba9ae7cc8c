/**
 * The page's inlined initial data as bytes. Most of it is shared by every render
 * of a content version: the common data (settings, navigation, opening hours, alerts), a CMS page
 * with its modules, the programme's lists and options, search results (server/cache/shared-data.ts).
 * Those parts are serialised and encoded once and kept with the object itself (a WeakMap: they go
 * when a new content version's load replaces the object); only what is this request's own (path,
 * route, the objects around the shared ones) is serialised per render. The bytes are exactly
 * jsonForScript(initial) encoded as UTF-8: the escaping works character by character, so pieces
 * escaped apart join to the whole escaped at once.
 */
import { jsonForScript } from './escape';
import { isShared } from '../cache/shared-data';

/** Before the CPU profile of 2026-11-27: ~3 % of an uncached render serialising, ~10 % encoding the page. */
const kept = new WeakMap<object, Buffer>();

/** How deep plain objects are opened to find shared values inside (initial.data.events is two levels down). */
const MAX_DEPTH = 3;

/** Collects strings and byte runs, encoding each string run once. */
export class ByteParts {
  private readonly parts: Buffer[] = [];
  private text = '';

  add(part: string | Buffer): this {
    if (typeof part === 'string') this.text += part;
    else {
      this.flush();
      this.parts.push(part);
    }
    return this;
  }

  private flush(): void {
    if (!this.text) return;
    this.parts.push(Buffer.from(this.text));
    this.text = '';
  }

  bytes(): Buffer {
    this.flush();
    return Buffer.concat(this.parts);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** JSON.stringify leaves these keys out of an object. */
const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

function addJson(out: ByteParts, value: unknown, depth: number): void {
  if (isShared(value)) {
    let bytes = kept.get(value);
    if (!bytes) {
      bytes = Buffer.from(jsonForScript(value));
      kept.set(value, bytes);
    }
    out.add(bytes);
    return;
  }
  // toJSON is JSON.stringify's to call; a plain object has none of its own unless it says so.
  if (depth >= MAX_DEPTH || !isPlainObject(value) || typeof value.toJSON === 'function') {
    out.add(jsonForScript(value));
    return;
  }
  out.add('{');
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (omitted(item)) continue;
    out.add(`${first ? '' : ','}${jsonForScript(key)}:`);
    first = false;
    addJson(out, item, depth + 1);
  }
  out.add('}');
}

/** Adds jsonForScript(value) to `out`, the shared parts from their kept bytes. */
export function addInitialJson(out: ByteParts, value: unknown): ByteParts {
  addJson(out, value, 0);
  return out;
}

/** jsonForScript(value) as UTF-8, the shared parts from their kept bytes. */
export const initialJsonBytes = (value: unknown): Buffer => addInitialJson(new ByteParts(), value).bytes();
