import { describe, expect, it } from 'vitest';
import { createLotWriteGroup } from './lot-write-group.js';

interface W {
  lotId: number;
  name: string;
}

/** A group whose statements are recorded and finish only when the test says so. */
function harness(opts: { maxLots?: number; inFlight?: number } = {}) {
  const statements: { names: string[]; done: (results?: string[]) => void; fail: (err: Error) => void }[] = [];
  const group = createLotWriteGroup<W, string>(
    (ws) =>
      new Promise<string[]>((resolve, reject) => {
        statements.push({ names: ws.map((w) => w.name), done: (r) => resolve(r ?? ws.map((w) => `wrote ${w.name}`)), fail: reject });
      }),
    opts,
  );
  const flush = () => new Promise((r) => setImmediate(r));
  return { group, statements, flush };
}

describe('lot write group (group commit across lots)', () => {
  it('writes the first batch at once, alone; the lots ready meanwhile go together into the next statement, each with its own result', async () => {
    const { group, statements, flush } = harness();
    const a = group.write({ lotId: 1, name: 'a' });
    expect(statements.map((s) => s.names)).toEqual([['a']]);
    const rest = [group.write({ lotId: 2, name: 'b' }), group.write({ lotId: 3, name: 'c' }), group.write({ lotId: 4, name: 'd' })];
    expect(statements).toHaveLength(1);
    statements[0]!.done();
    expect(await a).toBe('wrote a');
    await flush();
    expect(statements.map((s) => s.names)).toEqual([['a'], ['b', 'c', 'd']]);
    statements[1]!.done(['stale', 'wrote c', 'wrote d']);
    expect(await Promise.all(rest)).toEqual(['stale', 'wrote c', 'wrote d']);
  });

  it('puts one batch of a lot in a statement, and at most maxLots lots', async () => {
    const { group, statements, flush } = harness({ maxLots: 2 });
    void group.write({ lotId: 9, name: 'first' });
    for (const [lotId, name] of [
      [1, 'a1'],
      [1, 'a2'],
      [2, 'b'],
      [3, 'c'],
    ] as const)
      void group.write({ lotId, name });
    statements[0]!.done();
    await flush();
    expect(statements[1]!.names).toEqual(['a1', 'b']);
    statements[1]!.done();
    await flush();
    expect(statements[2]!.names).toEqual(['a2', 'c']);
  });

  it('runs up to inFlight statements at once', async () => {
    const { group, statements } = harness({ inFlight: 2 });
    for (const [lotId, name] of [
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ] as const)
      void group.write({ lotId, name });
    expect(statements.map((s) => s.names)).toEqual([['a'], ['b']]);
  });

  it('a failed statement fails every batch in it, and the next statement still runs', async () => {
    const { group, statements, flush } = harness();
    const first = group.write({ lotId: 1, name: 'a' });
    const failing = [group.write({ lotId: 2, name: 'b' }), group.write({ lotId: 3, name: 'c' })];
    statements[0]!.done();
    await first;
    await flush();
    const later = group.write({ lotId: 4, name: 'd' });
    statements[1]!.fail(new Error('unique violation'));
    for (const p of failing) await expect(p).rejects.toThrow('unique violation');
    await flush();
    expect(statements[2]!.names).toEqual(['d']);
    statements[2]!.done();
    expect(await later).toBe('wrote d');
  });
});
