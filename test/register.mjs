// Maps the same specifiers as the site build's aliases, for every importer including node_modules
// (STACK-NOTES "Tests": tsconfig paths alone leave wouter on real React, "Invalid hook call").
import { randomBytes } from 'node:crypto';
import { register } from 'node:module';

// The seeded editor's password comes from INITIAL_PASSWORD; a test run without one
// gets a random one, so no test depends on a password written in the repository.
process.env.INITIAL_PASSWORD ||= `test-${randomBytes(9).toString('base64url')}`;

register('./resolve-hooks.mjs', import.meta.url);
