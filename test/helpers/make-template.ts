/**
 * `npm test` runs this once before the browser files: it seeds a data folder with the built server
 * and prints its path, which the runner hands to every file (test/helpers/server.ts TEMPLATE_ENV).
 */
import { makeTemplate } from './server';

process.stdout.write(`${await makeTemplate()}\n`);
process.exit(0);
