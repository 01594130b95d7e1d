import path from 'node:path';
import pino from 'pino';
import { loadConfig, ConfigError } from '../platform/config.js';
import { loggerOptions } from '../platform/logger.js';
import { openDatabase, migrateDatabase } from '../platform/db/client.js';
import { createLocalFileStore } from '../platform/files/file-store.js';
import { seedDemoData } from './seed.js';
import { countDemoRows } from './seed-counts.js';

/** `npm run seed`: migrates the configured database and fills (or tops up) the demo data. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const log = pino(loggerOptions(config));
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    const files = createLocalFileStore(path.join(config.dataDir, 'uploads'));
    const result = await seedDemoData(database.db, files, log);
    const counts = await countDemoRows(database.db);
    console.log(
      `\n  Demo data ${result.demoLotsCreated ? 'seeded' : 'already present (reference data topped up)'} in ${result.ms} ms on ${database.kind}.`,
    );
    console.log(
      `  ${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
