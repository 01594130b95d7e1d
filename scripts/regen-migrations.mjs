// Regenerates the initial migration from the Drizzle schema (while nothing has
// shipped, the schema has one migration). Usage: node scripts/regen-migrations.mjs
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('apps/api/src/platform/db/migrations');
fs.rmSync(dir, { recursive: true, force: true });
execSync('npx drizzle-kit generate --name init', { cwd: 'apps/api', stdio: 'inherit' });
const file = path.join(dir, '0000_init.sql');
const sql = fs.readFileSync(file, 'utf8');
fs.writeFileSync(
  file,
  'CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint\nCREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint\n' + sql,
);
console.log('regenerated', file);
