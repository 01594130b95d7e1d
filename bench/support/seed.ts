import pg from 'pg';
import { hashPassword } from '../../apps/api/src/modules/auth/auth.passwords.js';

export const BENCH_PASSWORD = 'Bench-Password-9';
/** One increment band for every price: each accepted hard bid lifts the next bid by exactly this. */
export const INCREMENT_CENTS = 100;
export const STARTING_PRICE_CENTS = 1_000;

/**
 * Settings for a bidding benchmark, written straight into the API's tables (after the API
 * migrated them): one increment band, soft close off (window 0, so lots never extend).
 */
export async function seedSettings(pool: pg.Pool): Promise<void> {
  await pool.query('insert into bid_increments (from_amount, to_amount, increment) values (0, null, $1)', [INCREMENT_CENTS]);
  await pool.query(
    `insert into settings (key, value) values ('soft_close', $1::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify({ windowSeconds: 0, extensionSeconds: 0, capSeconds: null })],
  );
}

/** `count` open live lots starting at $10, open for two hours; answers their ids in order. */
export async function seedLots(pool: pg.Pool, count: number, titlePrefix = 'Bench lot'): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `insert into lots (title, listing_format, auction_type, starting_price, current_price, date_added, date_closed)
     select $1 || ' ' || g, 'live', 'live', $2, $2, now() - interval '1 minute', now() + interval '2 hours'
     from generate_series(1, $3::int) g
     returning id`,
    [titlePrefix, STARTING_PRICE_CENTS, count],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** `count` active buyers sharing one password (hashed once, with the API's own argon2 settings). */
export async function seedBuyers(pool: pg.Pool, count: number, label = 'bench'): Promise<{ id: number; email: string }[]> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${label}-buyer-${i + 1}@bench.test`);
  const { rows } = await pool.query<{ id: number; email: string }>(
    `insert into users (email, username, password_hash, first_name, last_name, is_buyer, status)
     select e, split_part(e, '@', 1), $2, 'Bench', 'Buyer', true, 'active' from unnest($1::text[]) e
     returning id, email`,
    [emails, hash],
  );
  return rows;
}

/** Signs each buyer in through the real POST /api/user/login (a few at a time: argon2 is CPU-bound). */
export async function loginAll(baseUrl: string, emails: string[], concurrency = 4): Promise<string[]> {
  const tokens = new Array<string>(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      const res = await fetch(`${baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: emails[i], password: BENCH_PASSWORD }),
      });
      const body = (await res.json()) as { data?: { token?: string } };
      if (res.status !== 200 || !body.data?.token) throw new Error(`login of ${emails[i]} failed: ${res.status} ${JSON.stringify(body)}`);
      tokens[i] = body.data.token;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, emails.length) }, worker));
  return tokens;
}
