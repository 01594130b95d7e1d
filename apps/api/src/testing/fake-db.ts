import type { Db } from '../platform/db/client.js';

/**
 * A stand-in for the database in service unit tests: the service's repositories are in-memory
 * fakes that ignore it, so any real query through it is a mistake in the test and throws.
 * `transaction(fn)` runs `fn` with the same stand-in (a fake repository sees no difference).
 */
export function fakeDb(): Db {
  const fake: Record<string | symbol, unknown> = {};
  const proxy: Db = new Proxy(fake, {
    get(_target, prop) {
      if (prop === 'transaction') return <T>(fn: (tx: Db) => Promise<T>) => fn(proxy);
      if (prop === 'then') return undefined; // not a promise
      return () => {
        throw new Error(`fakeDb: a real query (${String(prop)}) in a unit test; fake the repository instead`);
      };
    },
  }) as unknown as Db;
  return proxy;
}

/**
 * A typed fake of a repository (or any dependency): the methods given, and for any other a
 * function that throws naming it, so a test fails loudly when the service calls what it did not expect.
 */
export function fake<T extends object>(impl: Partial<T>, name = 'fake'): T {
  return new Proxy(impl as T, {
    get(target, prop, receiver) {
      if (prop in target) return Reflect.get(target, prop, receiver);
      if (prop === 'then') return undefined;
      return () => {
        throw new Error(`${name}.${String(prop)} was called but the test did not fake it`);
      };
    },
  });
}
