import { pathToFileURL } from 'node:url';
import path from 'node:path';

const ROOT = pathToFileURL(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..') + '/').href;

// Keep in step with PREACT_ALIASES in build.mjs.
const ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  '@preact/signals-react': '@preact/signals',
  '@preact/signals-react/runtime': './site/shims/signals-react-runtime.ts',
  'use-sync-external-store/shim': 'preact/compat',
  'use-sync-external-store/shim/index.js': 'preact/compat',
};

export async function resolve(specifier, context, next) {
  const target = ALIASES[specifier];
  if (target) {
    return next(target.startsWith('./') ? new URL(target, ROOT).href : target, { ...context, parentURL: ROOT });
  }
  return next(specifier, context);
}
