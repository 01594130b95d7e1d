import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from './fake-db.js';

describe('fakeDb', () => {
  it('runs a transaction with itself', async () => {
    const db = fakeDb();
    await expect(db.transaction(async (tx) => (tx === db ? 'same' : 'other'))).resolves.toBe('same');
  });
  it('throws on a real query', () => {
    expect(() => fakeDb().select()).toThrow(/fake the repository/);
  });
});

describe('fake', () => {
  it('answers the faked methods and throws on the others', async () => {
    const repo = fake<{ a(): number; b(): number }>({ a: () => 1 }, 'repo');
    expect(repo.a()).toBe(1);
    expect(() => repo.b()).toThrow('repo.b was called but the test did not fake it');
  });
});
