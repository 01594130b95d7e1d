import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { protocol } from '@electric-sql/pglite';
import type { ListenHandlers } from './listen.js';

type BackendMessage = Parameters<Parameters<InstanceType<typeof protocol.Parser>['parse']>[1]>[0];

/**
 * PGlite in a thread of its own (`pglite.worker.mjs`): the protocol's bytes go to the thread and
 * its answer's bytes come back, parsed here. In the API's thread, PGlite took 60–75 % of the event
 * loop under bids (docs/performance.md, "PGlite thread"): every statement ran its WebAssembly there, and
 * no request could be answered meanwhile.
 *
 * NOTIFY: the answer of the statement that commits it carries the notification (one session);
 * it is handed to this side's `listen` handlers.
 */
export class PgliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (m: { bytes?: ArrayBuffer | Uint8Array }) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private readonly channels = new Map<string, Set<ListenHandlers>>();
  private failure: Error | null = null;
  /** One parser for every answer: each holds whole messages, parsed at once. */
  private readonly parser = new protocol.Parser();

  constructor(opts: { dir: string; snapshot?: ArrayBuffer }) {
    this.worker = new Worker(new URL('./pglite.worker.mjs', import.meta.url), {
      workerData: { dir: opts.dir, snapshot: opts.snapshot },
      transferList: opts.snapshot ? [opts.snapshot] : [],
    });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.worker.once('message', (m: { op: string; message?: string }) => {
        this.worker.on('message', (r: { id: number; bytes?: ArrayBuffer | Uint8Array; error?: string }) => this.answer(r));
        // Like PGlite in this thread: from now on the thread keeps the process alive only while a request waits.
        if (this.pending.size === 0) this.worker.unref();
        if (m.op === 'ready') resolve();
        else reject(new Error(`PGlite did not start: ${m.message}`));
      });
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`PGlite's thread ended (${code})`)));
  }

  private answer(r: { id: number; bytes?: ArrayBuffer | Uint8Array; error?: string }) {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    if (this.pending.size === 0) this.worker.unref();
    if (r.error !== undefined) p.reject(new Error(r.error));
    else p.resolve(r);
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private call(op: string, extra: { bytes?: Uint8Array; conn?: number } = {}): Promise<{ bytes?: ArrayBuffer | Uint8Array }> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, ...extra });
    });
  }

  /** Runs protocol messages for connection `conn` (the thread keeps each transaction to its connection). */
  async exec(conn: number, message: Uint8Array): Promise<BackendMessage[]> {
    const { bytes } = await this.call('exec', { bytes: message, conn });
    const messages: BackendMessage[] = [];
    this.parser.parse(bytes as Uint8Array, (m) => {
      messages.push(m);
      if (m.name === 'notification') {
        const n = m as unknown as { channel: string; payload: string };
        this.channels.get(n.channel)?.forEach((h) => queueMicrotask(() => h.message(n.payload)));
      }
    });
    return messages;
  }

  /** Handlers for a channel's notifications (the caller runs `LISTEN`). */
  subscribe(channel: string, h: ListenHandlers): () => void {
    const set = this.channels.get(channel) ?? new Set<ListenHandlers>();
    set.add(h);
    this.channels.set(channel, set);
    return () => {
      set.delete(h);
      if (set.size === 0) this.channels.delete(channel);
    };
  }

  async dump(): Promise<Blob> {
    const { bytes } = await this.call('dump');
    return new Blob([bytes as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call('close').catch(() => undefined);
    await this.worker.terminate();
  }
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return bytes;
}

/**
 * node-postgres' connection to a `PgliteThread` (what a `pg.Client` writes to and hears from).
 * The messages of one query (parse, bind, describe, execute, sync), written by node-postgres in
 * one go, cross to the thread together: one round trip per query, not one per message as with
 * PGlite's own `PglitePgConnection`. Answers are handed back in order.
 */
export class PgliteThreadConnection extends EventEmitter {
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  parsedStatements = {};
  submittedNamedStatements = {};
  private outgoing: Uint8Array[] = [];
  private chain: Promise<unknown> = Promise.resolve();
  private static connections = 0;
  private readonly id = ++PgliteThreadConnection.connections;
  /** The session's transaction status after this connection's last answer ('I' idle). */
  private status = 'I';

  constructor(private readonly thread: PgliteThread) {
    super();
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.thread.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  private send(bytes: Uint8Array) {
    this.outgoing.push(bytes);
    if (this.outgoing.length === 1) queueMicrotask(() => this.flushOutgoing());
  }

  private flushOutgoing() {
    const parts = this.outgoing;
    this.outgoing = [];
    const bytes = parts.length === 1 ? parts[0]! : concat(parts);
    this.chain = this.chain
      .then(() => this.thread.exec(this.id, bytes))
      .then((messages) => {
        for (const m of messages) {
          if (m.name === 'readyForQuery') this.status = (m as unknown as { status: string }).status;
          if (this.listenerCount('message') > 0) this.emit('message', m);
          this.emit(m.name === 'error' ? 'errorMessage' : m.name, m);
        }
      })
      .catch((err: unknown) => this.emit('error', err));
  }

  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  sendSASLInitialResponseMessage() {}
  sendSCRAMClientFinalMessage() {}
  query(text: string) {
    this.send(serialize.query(text));
  }
  /**
   * A named prepared statement lives in the session, which this connection shares with the
   * others: each connection's names are its own (node-postgres remembers per connection which
   * names it has prepared).
   */
  private named(name: string | undefined): string | undefined {
    return name ? `c${this.id}_${name}` : name;
  }
  parse(query: Parameters<typeof serialize.parse>[0] & { types?: unknown }) {
    // node-postgres passes its type-parser object as `types`; the serializer reads `types` as
    // the parameters' OIDs. Only an array is OIDs.
    this.send(serialize.parse({ ...query, name: this.named(query.name), types: Array.isArray(query.types) ? query.types : undefined }));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.send(serialize.bind({ ...config, statement: this.named(config?.statement) }));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.send(serialize.execute(config));
  }
  describe(msg: Parameters<typeof serialize.describe>[0]) {
    this.send(serialize.describe(msg.type === 'S' ? { ...msg, name: this.named(msg.name) } : msg));
  }
  close(msg: Parameters<typeof serialize.close>[0]) {
    this.send(serialize.close(msg.type === 'S' ? { ...msg, name: this.named(msg.name) } : msg));
  }
  flush() {
    this.send(serialize.flush());
  }
  sync() {
    this.send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Parameters<typeof serialize.copyData>[0]) {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom() {
    this.send(serialize.copyDone());
  }
  sendCopyFail(msg: string) {
    this.send(serialize.copyFail(msg));
  }
  end() {
    // The session outlives this connection: it leaves no transaction open (the thread would keep
    // every other connection waiting for it) and no prepared statement behind.
    if (this.status !== 'I') this.query('ROLLBACK');
    const names = Object.keys(this.parsedStatements);
    for (const name of names) this.close({ type: 'S', name });
    if (names.length) this.sync();
    this.chain = this.chain.then(() => this.emit('end'));
    for (const name of this.eventNames()) if (name !== 'end') this.removeAllListeners(name);
  }
  ref() {}
  unref() {}
}
