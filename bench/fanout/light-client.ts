/**
 * The fan-out bench's light client (`FANOUT_CLIENT=light`, the default since session 24): one
 * WebSocket speaking just enough Engine.IO 4 / Socket.IO 5 to stand in for a browser tab on the
 * lot page. Each of the bench's thousands of sockets costs this process what its frames cost to
 * read and to recognise (`42["bidAddtime"`), not socket.io-client's decoding, JSON parsing and
 * event dispatch (≈ 20 µs a message on the 2-core dev machine, so one round of 5,000 sockets
 * kept a core of the machine busy for ≈ 100 ms beside the servers being measured).
 *
 * Protocol (both ends are the API's own versions): the server opens with `0{…pingInterval…}`;
 * the client connects to the main namespace with `40` and is answered `40{"sid":…}`; the server
 * pings with `2` and is answered `3`; events are `42["name",payload]` both ways.
 */
import WebSocket from 'ws';

export interface LightSocket {
  emit(event: string, payload: unknown): void;
  disconnect(): void;
}

/** Connects, waits for the namespace's answer, then calls `onEvent` for every event named `event`. */
export function connectLight(url: string, opts: { event: string; onEvent: () => void; timeoutMs: number }): Promise<LightSocket> {
  const u = new URL(url);
  const ws = new WebSocket(`ws://${u.host}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
  const prefix = Buffer.from(`42["${opts.event}"`);
  const socket: LightSocket = {
    emit: (event, payload) => ws.send(`42${JSON.stringify([event, payload])}`),
    disconnect: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    let connected = false;
    const fail = (why: string) => {
      clearTimeout(timer);
      ws.terminate();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail('timeout'), opts.timeoutMs);
    ws.on('error', (err) => (connected ? undefined : fail(err.message)));
    ws.on('message', (data: Buffer) => {
      if (connected) {
        if (data.length > prefix.length && data.compare(prefix, 0, prefix.length, 0, prefix.length) === 0) opts.onEvent();
        else if (data.length === 1 && data[0] === 0x32 /* 2: ping */) ws.send('3');
        return;
      }
      const text = data.toString();
      if (text.startsWith('0{')) ws.send('40');
      else if (text.startsWith('40')) {
        connected = true;
        clearTimeout(timer);
        resolve(socket);
      } else if (text.startsWith('44')) fail(`connect refused: ${text.slice(2)}`);
    });
  });
}
