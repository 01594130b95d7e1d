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
const exec = (m) => {
  try {
    // A fresh copy of the answer's bytes (PGlite's own), handed over without a second copy. The
    // synchronous call skips `syncToFs`, which only a browser's IndexedDB store needs.
    const bytes = pglite.execProtocolRawSync(m.bytes);
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
