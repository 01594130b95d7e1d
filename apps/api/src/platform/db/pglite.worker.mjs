// The embedded database's own thread (see pglite-thread.ts): PGlite's WebAssembly PostgreSQL runs
// here, so executing SQL never blocks the API's event loop. Plain JavaScript: the same file runs
// under tsx (development, tests) and next to the compiled bundle (scripts/build.mjs copies it).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { dir, snapshot } = workerData;

let pglite;
try {
  pglite = await PGlite.create(dir, {
    extensions: { citext, pg_trgm },
    ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
  });
  parentPort.postMessage({ op: 'ready' });
} catch (err) {
  parentPort.postMessage({ op: 'failed', message: String(err?.message ?? err) });
}

/**
 * Several connections share PGlite's one session, as a transaction at a time: while one
 * connection's transaction is open (its last answer did not end with "ready for query, idle"),
 * the others' statements wait here, in order, and run the moment it ends. Statements outside a
 * transaction run as they come. So the API keeps a few statements on their way, and this thread
 * goes from one to the next without waiting for the API's thread in between.
 */
let owner = null;
const waiting = [];
const idleAfter = (bytes) => {
  const n = bytes.length;
  // ReadyForQuery: 'Z', length 5, status 'I' (idle), 'T' (in a transaction) or 'E' (failed one).
  return n >= 6 && bytes[n - 6] === 0x5a && bytes[n - 1] === 0x49;
};
/**
 * Diagnostics (`PGLITE_STATS_FILE`, bench:bids on PGlite): the time this thread spends in each
 * statement, by its SQL, appended to `<file>.<pid>` once a second as a cumulative snapshot (JSON
 * lines). PGlite has no pg_stat_statements; this is its stand-in (docs/performance.md, "PGlite thread").
 */
const statsFile = process.env.PGLITE_STATS_FILE ? `${process.env.PGLITE_STATS_FILE}.${process.pid}` : null;
const stats = new Map();
/** Named statements' SQL, by name (a Bind names the statement a Parse once prepared). */
const prepared = new Map();
const text = new TextDecoder();
/** The SQL a protocol message carries: a Query's, a Parse's, or the statement a Bind names. */
const sqlOf = (b) => {
  const cstring = (at) => {
    const end = b.indexOf(0, at);
    return [text.decode(b.subarray(at, end)), end + 1];
  };
  const found = [];
  for (let at = 0; at + 5 <= b.length; at += 1 + ((b[at + 1] << 24) | (b[at + 2] << 16) | (b[at + 3] << 8) | b[at + 4])) {
    const type = b[at];
    if (type === 0x51 /* Q */) found.push(cstring(at + 5)[0]);
    else if (type === 0x50 /* P */) {
      const [name, next] = cstring(at + 5);
      const [sql] = cstring(next);
      if (name) prepared.set(name, sql);
      found.push(sql);
    } else if (type === 0x42 /* B */) {
      const [statement] = cstring(cstring(at + 5)[1]);
      if (statement) found.push(prepared.get(statement) ?? statement);
    }
  }
  return [...new Set(found)].join(' ;; ').replace(/\s+/g, ' ').trim().slice(0, 400);
};
if (statsFile) {
  const fs = await import('node:fs');
  setInterval(() => fs.appendFile(statsFile, `${JSON.stringify({ at: Date.now(), stats: [...stats] })}\n`, () => undefined), 1000).unref();
}

const exec = (m) => {
  const started = statsFile ? performance.now() : 0;
  try {
    // A fresh copy of the answer's bytes (PGlite's own), handed over without a second copy. The
    // synchronous call skips `syncToFs`, which only a browser's IndexedDB store needs.
    const bytes = pglite.execProtocolRawSync(m.bytes);
    if (statsFile) {
      const key = sqlOf(m.bytes);
      const entry = stats.get(key) ?? { calls: 0, ms: 0 };
      entry.calls++;
      entry.ms += performance.now() - started;
      stats.set(key, entry);
    }
    owner = idleAfter(bytes) ? null : m.conn;
    parentPort.postMessage({ id: m.id, bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: String(err?.message ?? err) });
  }
};
/** Runs the waiting statements that may run now (each connection's in the order sent). */
const drain = () => {
  for (let i = 0; i < waiting.length;) {
    if (owner !== null && waiting[i].conn !== owner) {
      i++;
      continue;
    }
    exec(waiting.splice(i, 1)[0]);
    i = 0;
  }
};
/** A dump or the close (asynchronous): statements wait until it is done. */
let busy = null;
parentPort.on('message', (m) => {
  if (m.op === 'exec') {
    if (busy || (owner !== null && owner !== m.conn) || waiting.some((w) => w.conn === m.conn)) waiting.push(m);
    else exec(m);
    if (!busy) drain();
    return;
  }
  busy = (async () => {
    try {
      if (m.op === 'dump') {
        const data = await (await pglite.dumpDataDir('none')).arrayBuffer();
        parentPort.postMessage({ id: m.id, bytes: data }, [data]);
      } else if (m.op === 'close') {
        await pglite.close();
        parentPort.postMessage({ id: m.id });
      }
    } catch (err) {
      parentPort.postMessage({ id: m.id, error: String(err?.message ?? err) });
    }
  })();
  void busy.then(() => {
    busy = null;
    drain();
  });
});
