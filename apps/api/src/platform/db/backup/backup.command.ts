import path from 'node:path';
import { loadConfig, ConfigError } from '../../config.js';
import { createBackup, restoreBackup } from './backup.js';

/**
 * `npm run backup [-- <folder>]` writes a backup of the configured database and data folder
 * (default DATA_DIR/backups/<timestamp>); `npm run restore -- <folder>` restores one into an
 * empty data folder or an empty PostgreSQL database (DATABASE_URL) and verifies every table.
 */
async function main() {
  const [command, arg] = process.argv.slice(2);
  // npm runs workspace scripts in the workspace folder; a folder argument is relative to where the user typed it.
  const target = arg ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg) : undefined;
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
  if (command === 'backup') {
    const outDir = path.resolve(target ?? path.join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const m = await createBackup({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL, outDir });
    const rows = Object.values(m.tables).reduce((n, t) => n + t.rows, 0);
    console.log(`Backup of ${m.engine} written to ${outDir}: ${Object.keys(m.tables).length} tables, ${rows} rows, folders ${m.files.join(', ') || '-'}.`);
  } else if (command === 'restore' && target) {
    const tables = await restoreBackup({ fromDir: path.resolve(target), dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
    console.log(`Restored ${path.resolve(target)} into ${config.DATABASE_URL ? 'the PostgreSQL database' : config.dataDir}: ${tables.length} tables verified.`);
  } else {
    console.error('usage: backup [folder] | restore <folder>');
    process.exit(2);
  }
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
