import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const errorOf = (env: Record<string, string>): ConfigError => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', NODE_ENV: 'development', LOG_LEVEL: 'info', SEED_DEMO: true });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('accepts well-formed values', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/gavel',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SEED_DEMO: '0',
      PUBLIC_URL: 'https://gavel.example',
    });
    expect(c).toMatchObject({ PORT: 8080, SEED_DEMO: false, publicUrl: 'https://gavel.example' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x', REDIS_URL: 'rediss://r:6380', SMTP_URL: 'smtps://m:465' }).DATABASE_URL).toBe(
      'postgres://u:p@db/x',
    );
  });

  it('treats empty variables as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', REDIS_URL: '' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/gavel'],
    ['DATABASE_URL', '127.0.0.1:5432'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'ftp://mail.example'],
    ['SMTP_URL', 'mail.example:25'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'yes'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    const err = errorOf({ [name]: value });
    expect(err.message).toContain(name);
    expect(err.message.split('\n').filter((l) => l.includes(name))).toHaveLength(1);
  });

  it('names every bad variable at once', () => {
    const err = errorOf({ PORT: 'x', REDIS_URL: 'nope', SMTP_URL: 'nope' });
    for (const name of ['PORT', 'REDIS_URL', 'SMTP_URL']) expect(err.message).toContain(name);
    expect(err.message).not.toContain('DATABASE_URL');
  });
});

describe('REDIS_PREFIX (the deployment’s Redis namespace)', () => {
  const prefixOf = (env: Record<string, string>) => loadConfig(env).redisPrefix;

  it('defaults to a hash of the database: the same for every way of reaching one database, different for another', () => {
    const one = prefixOf({ DATABASE_URL: 'postgresql://app:secret@DB.example:5432/gavel' });
    expect(one).toMatch(/^gavel:[0-9a-f]{12}:$/);
    expect(prefixOf({ DATABASE_URL: 'postgres://other:pw@db.example/gavel?sslmode=require' })).toBe(one);
    expect(prefixOf({ DATABASE_URL: 'postgresql://app:secret@db.example:5432/gavel2' })).not.toBe(one);
    expect(prefixOf({ DATABASE_URL: 'postgresql://app:secret@db2.example:5432/gavel' })).not.toBe(one);
    expect(prefixOf({ DATABASE_URL: 'postgresql://app:secret@db.example:5433/gavel' })).not.toBe(one);
  });

  it('defaults, without DATABASE_URL, to a hash of the embedded database’s folder', () => {
    expect(prefixOf({ DATA_DIR: '/srv/shop-a' })).toBe(prefixOf({ DATA_DIR: '/srv/shop-a/' }));
    expect(prefixOf({ DATA_DIR: '/srv/shop-a' })).not.toBe(prefixOf({ DATA_DIR: '/srv/shop-b' }));
  });

  it('takes a set value, ending it with one colon, and refuses unsafe characters', () => {
    expect(prefixOf({ REDIS_PREFIX: 'shop-a' })).toBe('shop-a:');
    expect(prefixOf({ REDIS_PREFIX: 'eu:shop.a::' })).toBe('eu:shop.a:');
    expect(errorOf({ REDIS_PREFIX: 'a b' }).message).toContain('REDIS_PREFIX');
    expect(errorOf({ REDIS_PREFIX: 'x*' }).message).toContain('REDIS_PREFIX');
  });
});
