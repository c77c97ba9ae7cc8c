import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { PREACT_ALIASES } from '../preact-aliases.mjs';

const ROOT = pathToFileURL(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..') + '/').href;

const ALIASES = PREACT_ALIASES;

export async function resolve(specifier, context, next) {
  const target = ALIASES[specifier];
  if (target) {
    return next(target.startsWith('./') ? new URL(target, ROOT).href : target, { ...context, parentURL: ROOT });
  }
  return next(specifier, context);
}
