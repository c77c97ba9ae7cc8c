/**
 * The contract of the API (SPEC §7; ARCHITECTURE "Endpoint contract"): every endpoint the apps
 * call, with its method, path and shapes, one module per kind of page. The server registers each
 * handler from its entry (server/features/http/serve.ts) and the apps call it with
 * `call(endpoints.x, input)` (common/api/client.ts).
 *
 * The apps import the module of their kind of page, not this index: a bundle keeps every entry of
 * a module that any of its chunks uses, in the chunk that module lands in, so one module for all
 * would load the whole contract with every page. The server and the tests read all of it here.
 */
export * from './programme';
export * from './magazine';
export * from './search';
export * from './pages';
export * from './forms';
export * from './visitor';
export * from './reports';
export * from './editor';
export * from './versions';
export * from './drafts';
export * from './page-settings';
export * from './page-tree';
export * from './media';
export * from './admin';
