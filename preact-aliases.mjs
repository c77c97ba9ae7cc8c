/**
 * The Preact seam (STACK-NOTES "Visitor build"): what `react` and friends are in the visitor app.
 * The site build (build.mjs) and the test loader (test/resolve-hooks.mjs) both read this one map.
 */
export const PREACT_ALIASES = {
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
