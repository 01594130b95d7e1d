import { useEffect, useState } from 'react';
import { onSocketEvent } from '../../../lib/socket';

/**
 * Server clock minus client clock. The lot view's `server_time` gives a first
 * value; the socket's `serverTime` ticks (every 5 s) keep it right afterwards.
 */
let socketOffset: number | null = null;
onSocketEvent('serverTime', ({ dTime }) => {
  const server = Date.parse(dTime);
  if (!Number.isNaN(server)) socketOffset = server - Date.now();
});

/** Now on the server's clock, re-rendered every second, so countdowns agree across viewers. */
export function useServerClock(serverTime: string | undefined, receivedAt: number | undefined): number {
  const viewOffset = serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0;
  const read = () => Date.now() + (socketOffset ?? (Number.isNaN(viewOffset) ? 0 : viewOffset));
  const [now, setNow] = useState(read);
  useEffect(() => {
    const tick = () => setNow(Date.now() + (socketOffset ?? (Number.isNaN(viewOffset) ? 0 : viewOffset)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [viewOffset]);
  return now;
}
