/**
 * Prepares the end-to-end database before the API starts: builds the server
 * once on the fresh DATA_DIR (migrations and the demo seed run exactly as on a
 * normal start), adds the e2e accounts, and closes. The webServer command then
 * starts the real entry point, apps/api/src/main.ts, on the same directory.
 */
import { loadConfig } from '../../apps/api/src/platform/config.js';
import { buildServer } from '../../apps/api/src/server.js';
import { users } from '../../apps/api/src/platform/db/schema/index.js';
import { hashPassword } from '../../apps/api/src/modules/auth/auth.passwords.js';
import { e2eAccounts } from './accounts.js';

const server = await buildServer(loadConfig());
try {
  for (const a of Object.values(e2eAccounts)) {
    await server.deps.db
      .insert(users)
      .values({
        email: a.email,
        username: `${a.firstName} ${a.lastName}`,
        passwordHash: await hashPassword(a.password),
        firstName: a.firstName,
        lastName: a.lastName,
        isBuyer: a.role === 'buyer',
        isAdmin: a.role === 'admin',
        isSeller: a.role === 'seller',
        status: 'active',
      })
      .onConflictDoNothing();
  }
  console.log(`e2e: ${Object.keys(e2eAccounts).length} accounts ready`);
} finally {
  await server.close();
}
