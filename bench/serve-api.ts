/**
 * The real API for benchmarks: buildApp on the database named by DATA_DIR or DATABASE_URL
 * (as the server reads them), logger off, on 127.0.0.1 and a free port. It neither migrates
 * nor seeds: the bench prepared the catalog, and a demo seed would spoil it.
 */
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/config';
import { openDatabase } from '../apps/api/src/db/connection';

const config = loadConfig();
const db = openDatabase(config.database);
const app = await buildApp({ config: { ...config, webDist: undefined }, db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`LISTENING ${address.port}\n`);

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
