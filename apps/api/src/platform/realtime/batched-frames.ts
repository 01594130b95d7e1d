import { transports } from 'engine.io';

type Packets = Parameters<InstanceType<typeof transports.websocket>['send']>[0];
/** The TCP socket under ws's WebSocket (`ws._socket`: what ws's maintainers tell users to cork). */
type Corkable = { socket?: { _socket?: { cork(): void; uncork(): void } } };

let installed = false;

/**
 * One system call for a socket's queued frames, not one a frame.
 *
 * Engine.IO's WebSocket transport sends a socket's queued packets one frame at a time, and ws
 * writes each frame through its own cork/uncork, so each frame was its own `writev`. A socket that
 * gets many events at once (one watching a closing batch's lots, or events queued while its
 * previous write was in flight) made one system call per event: 11 % of an API's CPU in the
 * closing storm (docs/performance.md, "Fan-out"). Corked around the whole flush, the frames go in
 * one call (ws's own cork/uncork nest inside it); the order and every frame's bytes are unchanged.
 * A single packet is sent as before. Installed once per process, before the first socket.
 */
export function batchWebSocketFrames() {
  if (installed) return;
  installed = true;
  const proto = transports.websocket.prototype;
  const send = proto.send;
  proto.send = function (this: InstanceType<typeof transports.websocket>, packets: Packets) {
    const tcp = packets.length > 1 ? (this as unknown as Corkable).socket?._socket : undefined;
    if (!tcp) return send.call(this, packets);
    tcp.cork();
    try {
      send.call(this, packets);
    } finally {
      tcp.uncork();
    }
  };
}
