import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

/**
 * The data folder of the server the running test talks to (playwright.config.ts starts
 * one server per project, with DATA_DIR tmpdir/gavel-e2e-<port>). Call it inside a test.
 */
export function serverDataDir(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  return path.join(os.tmpdir(), `gavel-e2e-${new URL(baseURL).port}`);
}

/** That server's mail outbox (one .eml file per message). */
export const serverOutboxDir = () => path.join(serverDataDir(), 'outbox');
