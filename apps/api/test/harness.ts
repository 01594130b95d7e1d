import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildServer } from '../src/server.js';
import { loadConfig, type Config } from '../src/platform/config.js';
import { openDatabase, type Database } from '../src/platform/db/client.js';
import type { AppDeps } from '../src/platform/deps.js';
import { hashPassword } from '../src/modules/auth/index.js';
import { users, type userStatuses } from '../src/platform/db/schema/index.js';
import { createTestDatabase, testDbEngine } from './support/postgres.js';

export { testDbEngine } from './support/postgres.js';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, otherwise the text. */
  body: T;
}

export interface ApiOptions {
  body?: unknown;
  /** Sent as-is (no JSON encoding), e.g. to test malformed JSON. */
  rawBody?: string;
  token?: string;
  /** Values may repeat: an array becomes `?k=a&k=b`. */
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  headers?: Record<string, string>;
}

export type Role = 'buyer' | 'admin' | 'employee' | 'seller';

export interface UserInput {
  email?: string;
  password?: string;
  role?: Role;
  status?: (typeof userStatuses)[number];
  firstName?: string;
  lastName?: string;
  language?: string;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  deps: AppDeps;
  config: Config;
  database: Database;
  /** Calls the API over HTTP. `path` starts with `/`. */
  api<T = any>(method: string, path: string, opts?: ApiOptions): Promise<ApiResponse<T>>;
  /** Inserts a user with a hashed password (default role buyer, status active). */
  buildUser(input?: UserInput): Promise<TestUser>;
  /** Signs the user in through POST /api/user/login and answers the bearer token. */
  loginAs(user: Pick<TestUser, 'email' | 'password'>): Promise<string>;
  close(): Promise<void>;
}

export const DEFAULT_PASSWORD = 'Correct-Horse-9';
/** argon2 costs ~50 ms a hash: hash each distinct password once per file. */
const hashes = new Map<string, Promise<string>>();
export const cachedHash = (password: string) => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

let sequence = 0;
/** A unique, lower-case email address for this file. */
export const uniqueEmail = (label = 'user') => `${label}-${process.pid}-${++sequence}@example.test`;

/** The migrated database dumped once per run by global-setup.ts (undefined outside the api project: initdb then). */
let snapshot: Blob | undefined;
function pgliteSnapshot(): Blob | undefined {
  if (snapshot) return snapshot;
  let file: string;
  try {
    file = inject('pgliteSnapshotFile');
  } catch {
    return undefined;
  }
  if (file && fs.existsSync(file)) snapshot = new Blob([fs.readFileSync(file)]);
  return snapshot;
}

/** Opens the database the current pass runs on: in-memory PGlite, or a fresh PostgreSQL database. */
export async function openTestDatabase(): Promise<{ database: Database; databaseUrl?: string; dispose(): Promise<void> }> {
  if (testDbEngine() === 'postgres') {
    const created = await createTestDatabase();
    const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
    return {
      database,
      databaseUrl: created.url,
      async dispose() {
        await database.close();
        await created.drop();
      },
    };
  }
  const database = await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: pgliteSnapshot() });
  return { database, dispose: () => database.close() };
}

/**
 * A fresh data directory, removed on close and again when the worker exits (mail sent
 * without awaiting can land in `outbox/` after the server closed).
 */
const dataDirs = new Set<string>();
export function makeDataDir(): string {
  if (dataDirs.size === 0) process.once('exit', () => dataDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-test-'));
  dataDirs.add(dir);
  return dir;
}

/**
 * Builds and starts a real server (the same buildServer as main.ts) on a free port, on
 * its own database and data directory. One per test file: call it in beforeAll and
 * `close()` in afterAll.
 */
export async function startTestServer(opts: { env?: Record<string, string> } = {}): Promise<TestServer> {
  const dataDir = makeDataDir();
  const { database, databaseUrl, dispose } = await openTestDatabase();
  let server: Awaited<ReturnType<typeof buildServer>>;
  let config: Config;
  try {
    config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // The bid store the bidding tests run on (`BID_STORE=locked` runs them on the reference store).
      ...(process.env.BID_STORE ? { BID_STORE: process.env.BID_STORE } : {}),
      ...opts.env,
    });
    server = await buildServer(config, { database });
  } catch (err) {
    await dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const url = await server.listen();

  const api: TestServer['api'] = async (method, p, o = {}) => {
    const target = new URL(p, url);
    for (const [k, v] of Object.entries(o.query ?? {})) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) target.searchParams.append(k, String(one));
    }
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let payload: string | undefined;
    if (o.rawBody !== undefined) payload = o.rawBody;
    else if (o.body !== undefined) payload = JSON.stringify(o.body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(target, { method, headers, body: payload });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, headers: res.headers, body: isJson && text ? JSON.parse(text) : text };
  };

  const buildUser: TestServer['buildUser'] = async (input = {}) => {
    const role = input.role ?? 'buyer';
    const email = input.email ?? uniqueEmail(role);
    const password = input.password ?? DEFAULT_PASSWORD;
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        username: email.split('@')[0]!,
        passwordHash: await cachedHash(password),
        firstName: input.firstName ?? 'Test',
        lastName: input.lastName ?? role[0]!.toUpperCase() + role.slice(1),
        language: input.language ?? 'English',
        isBuyer: role === 'buyer',
        isAdmin: role === 'admin',
        isEmployee: role === 'employee',
        isSeller: role === 'seller',
        status: input.status ?? 'active',
      })
      .returning({ id: users.id });
    return { id: row!.id, email, password, role };
  };

  const loginAs: TestServer['loginAs'] = async (user) => {
    const res = await api('POST', '/api/user/login', { body: { username: user.email, password: user.password } });
    if (res.status !== 200 || !res.body?.data?.token) {
      throw new Error(`login of ${user.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body.data.token as string;
  };

  let closed = false;
  return {
    url,
    app: server.app,
    deps: server.deps,
    config,
    database,
    api,
    buildUser,
    loginAs,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await server.close();
      } finally {
        await dispose();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
