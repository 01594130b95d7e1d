import { inArray } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import { accountProfiles, companies, users } from '../platform/db/schema/index.js';
import { hashPassword } from '../modules/auth/index.js';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts.js';
import type { Rng } from './prng.js';
import { companyWords, firstNames, lastNames } from './data/people.js';
import { places } from './data/places.js';
import { ANONYMOUS_BUYERS } from './types.js';

/** Creates the demo accounts that are missing (matched by email) and answers every demo account's id. */
export async function ensureDemoAccounts(tx: Tx): Promise<{ ids: Record<DemoAccountKey, number>; created: number }> {
  const entries = Object.entries(DEMO_ACCOUNTS) as [DemoAccountKey, (typeof DEMO_ACCOUNTS)[DemoAccountKey]][];
  const emails = entries.map(([, a]) => a.email);
  const existing = new Set(
    (await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => r.email.toLowerCase()),
  );
  const missing = entries.filter(([, a]) => !existing.has(a.email));
  const hashes = await Promise.all(missing.map(([, a]) => hashPassword(a.password)));
  for (const [i, [, a]] of missing.entries()) {
    let companyId: number | null = null;
    if (a.company) {
      const [c] = await tx
        .insert(companies)
        .values({ name: a.company, registrationNumber: `EIN-${a.zip}-${a.phone.slice(-4)}` })
        .returning({ id: companies.id });
      companyId = c!.id;
    }
    const [created] = await tx.insert(users).values({
      email: a.email,
      username: a.username,
      passwordHash: hashes[i]!,
      firstName: a.firstName,
      lastName: a.lastName,
      phone: a.phone,
      companyId,
      street: a.street,
      city: a.city,
      state: a.state,
      zip: a.zip,
      country: a.country,
      isBuyer: a.role === 'buyer',
      isAdmin: a.role === 'admin',
      isSeller: a.role === 'seller',
    }).returning({ id: users.id });
    // Demo buyers are approved accounts: their email is verified; the first buyer's phone too,
    // the second's not, so the SMS-code flow can be tried on a demo account (docs/decisions.md, account).
    if (a.role === 'buyer') {
      await tx.insert(accountProfiles).values({ userId: created!.id, emailVerified: a.email, phoneVerified: a.email === DEMO_ACCOUNTS.buyer.email ? a.phone : null });
    }
  }
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
  const ids = Object.fromEntries(entries.map(([key, a]) => [key, byEmail.get(a.email)!])) as Record<DemoAccountKey, number>;
  return { ids, created: missing.length };
}

/**
 * The anonymous buyers who fill bid histories: each with a company and a password
 * hash that no password matches (not an argon2 string, so verification fails).
 */
export async function insertAnonymousBuyers(tx: Tx, rng: Rng): Promise<number[]> {
  const people = Array.from({ length: ANONYMOUS_BUYERS }, (_, i) => {
    const first = firstNames[i % firstNames.length]!;
    const last = rng.pick(lastNames);
    const place = rng.weighted(places.map((p) => [p, p.weight] as const));
    const company = `${rng.pick(companyWords.first)}${rng.pick(companyWords.second)} ${place.regionId === 1 ? rng.pick(['LLC', 'Inc', 'Corp']) : rng.pick(companyWords.suffix)}`;
    return { first, last, place, company, n: i + 1 };
  });
  const companyRows = await tx
    .insert(companies)
    .values(people.map((p) => ({ name: p.company, registrationNumber: `REG-${rng.chars(8, '0123456789')}` })))
    .returning({ id: companies.id });
  const emails = people.map((p) => `${p.first}.${p.last}.${p.n}@buyers.gavel.test`.toLowerCase());
  await tx
    .insert(users)
    .values(
      people.map((p, i) => ({
        email: emails[i]!,
        username: `${p.first} ${p.last[0]}`,
        passwordHash: `!disabled-demo-account!${rng.chars(32, '0123456789abcdef')}`,
        firstName: p.first,
        lastName: p.last,
        phone: `+1 555 01${String(p.n).padStart(2, '0')}`,
        companyId: companyRows[i]!.id,
        language: rng.weighted([
          ['English', 8],
          ['Spanish', 1],
          ['German', 1],
          ['French', 1],
          ['BrazilPortugese', 1],
          ['Mandarin', 1],
        ]),
        city: p.place.city,
        state: p.place.state,
        country: p.place.country,
        isBuyer: true,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
  return emails.map((e) => byEmail.get(e)!);
}
