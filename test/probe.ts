import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createTestDatabase, testDataDir } from './helpers/database';
const database = await createTestDatabase();
const app = await buildApp({ config: loadConfig({ DATA_DIR: await testDataDir() }), database, logger: { level: 'error' } });
for (const u of (process.argv.slice(2))) {
const r = await app.inject(u);
console.log(u, r.statusCode, r.body.slice(0,3000));
}
await app.close(); await database.close();
