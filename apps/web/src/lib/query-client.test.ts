import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchFresh } from './query-client';

/**
 * A change announced while a query's first read is on its way (the bell's count pushed while the
 * header loads): the read that left before the change must not be the last word.
 */
describe('refetchFresh', () => {
  /** An active query whose server answers what `server.value` is when the read arrives, `delayMs` later. */
  function setup() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = { value: 0, reads: 0 };
    const observer = new QueryObserver(client, {
      queryKey: ['unread'],
      queryFn: ({ signal }) => {
        const seen = server.value;
        server.reads += 1;
        return new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => resolve(seen), 30);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new Error('aborted'));
          });
        });
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const settled = () =>
      new Promise<number | undefined>((resolve) => {
        const check = () =>
          client.isFetching({ queryKey: ['unread'] }) ? setTimeout(check, 5) : resolve(client.getQueryData<number>(['unread']));
        check();
      });
    return { client, server, settled, unsubscribe };
  }

  it('reads again when the change comes during the first read', async () => {
    const { client, server, settled, unsubscribe } = setup();
    server.value = 1; // the change lands after the first read left
    await refetchFresh(client, ['unread']);
    expect(await settled()).toBe(1);
    expect(server.reads).toBe(2);
    unsubscribe();
  });

  it('where a plain invalidation only joins the first read and keeps its stale answer', async () => {
    const { client, server, settled, unsubscribe } = setup();
    server.value = 1;
    await client.invalidateQueries({ queryKey: ['unread'] });
    expect(await settled()).toBe(0);
    expect(server.reads).toBe(1);
    unsubscribe();
  });
});
