// Maps the same specifiers as the site build's aliases, for every importer including node_modules
// (STACK-NOTES "Tests": tsconfig paths alone leave wouter on real React, "Invalid hook call").
import { register } from 'node:module';

register('./resolve-hooks.mjs', import.meta.url);
