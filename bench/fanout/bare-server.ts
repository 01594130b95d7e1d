/**
 * The fan-out baseline: a bare Socket.IO server (same library and version as the API, no
 * auth, no database) in its own process. Sockets `joinLot {id}` into `lot:<id>`;
 * `POST /emit {lotId, payload}` broadcasts `bidAddtime` to that room and answers the
 * wall-clock time (ms, sub-ms precision) taken just before `io.to(room).emit`.
 * Started by bench/fanout/run.ts; prints `bare socket.io ready http://127.0.0.1:<port>`.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';

const wallNow = () => performance.timeOrigin + performance.now();

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/emit') {
    res.writeHead(404).end();
    return;
  }
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (raw += chunk));
  req.on('end', () => {
    const { lotId, payload } = JSON.parse(raw) as { lotId: number; payload: unknown };
    const t0 = wallNow();
    io.to(`lot:${lotId}`).emit('bidAddtime', payload);
    const emitMs = wallNow() - t0;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ t0, emitMs }));
  });
});

const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
io.on('connection', (socket) => {
  socket.on('joinLot', (p: unknown) => {
    const id = (p as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) void socket.join(`lot:${id}`);
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`bare socket.io ready http://127.0.0.1:${port}`);
});

const stop = () => {
  io.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
