import pg from 'pg';

/** What a LISTEN subscriber hears: every payload, and whether delivery is live (while not, messages may be lost). */
export interface ListenHandlers {
  message(payload: string): void;
  /** true once LISTEN is in place (again); false when the connection is lost (reconnects by itself). */
  live(live: boolean): void;
}

/** A channel name safe to put in `LISTEN` as it is (both engines). */
export function checkChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: bad channel ${channel}`);
}

/**
 * PostgreSQL LISTEN on a dedicated connection (not the pool's: a pooled connection is shared).
 * On a lost connection it reports `live(false)` and reconnects every `retryMs` until closed.
 */
export function listenPostgres(config: pg.ClientConfig, channel: string, h: ListenHandlers, retryMs = 1000): () => Promise<void> {
  checkChannel(channel);
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
  };

  async function connect() {
    const c = new pg.Client(config);
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      h.live(false);
      c.end().catch(() => undefined);
      retry();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (m) => {
      if (m.channel === channel) h.message(m.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (closed) return void (await c.end().catch(() => undefined));
      h.live(true);
    } catch {
      onLost();
    }
  }

  void connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    h.live(false);
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners('end');
      c.removeAllListeners('error');
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
    }
  };
}
