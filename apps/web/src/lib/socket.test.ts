import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fake socket.io client: records each connection and the rooms it was asked to join. */
const io = vi.hoisted(() => {
  const sockets: { auth: unknown; joined: number[]; handlers: Map<string, (...args: unknown[]) => void>; connected: boolean }[] = [];
  const io = vi.fn((opts: { auth: unknown }) => {
    const s = {
      auth: opts.auth,
      joined: [] as number[],
      handlers: new Map<string, (...args: unknown[]) => void>(),
      connected: false,
    };
    sockets.push(s);
    return {
      get connected() {
        return s.connected;
      },
      on: (event: string, h: (...args: unknown[]) => void) => s.handlers.set(event, h),
      onAny: () => undefined,
      emit: (event: string, payload: { id: number }) => {
        if (event === 'joinLot') s.joined.push(payload.id);
      },
      disconnect: () => undefined,
    };
  });
  return { io, sockets };
});
vi.mock('socket.io-client', () => ({ io: io.io }));

// Fresh module state (the socket, the rooms, the clock offset) for each test.
const load = async () => {
  vi.resetModules();
  return import('./socket');
};

describe('the socket', () => {
  beforeEach(() => {
    io.sockets.length = 0;
    io.io.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('connects a guest only once a screen joins a lot room, and then joins it', async () => {
    const socket = await load();
    await socket.connectSocket(null);
    expect(io.io).not.toHaveBeenCalled();

    const leave = socket.joinLot(7);
    await vi.waitFor(() => expect(io.sockets).toHaveLength(1));
    expect(io.sockets[0]!.auth).toEqual({ token: null });
    io.sockets[0]!.connected = true;
    io.sockets[0]!.handlers.get('connect')!();
    expect(io.sockets[0]!.joined).toEqual([7]);
    leave();
  });

  it('connects a signed-in user at once', async () => {
    const socket = await load();
    await socket.connectSocket('tok');
    expect(io.sockets.map((s) => s.auth)).toEqual([{ token: 'tok' }]);
  });

  it("takes the server's clock from an API answer's Date until the socket's serverTime", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T10:00:00.000Z') });
    const socket = await load();
    // Sent and received at the same moment; the header's whole second plus half of the cut one.
    socket.noteServerDate('Thu, 01 Jan 2026 10:05:00 GMT', Date.now());
    expect(socket.serverNow() - Date.now()).toBe(5 * 60_000 + 500);
    socket.noteServerDate(null, Date.now());
    socket.noteServerDate('not a date', Date.now());
    expect(socket.serverNow() - Date.now()).toBe(5 * 60_000 + 500);

    await socket.connectSocket('tok');
    io.sockets[0]!.handlers.get('serverTime')!({ dTime: '2026-01-01T10:01:00.000Z' });
    expect(socket.serverNow() - Date.now()).toBe(60_000);
    socket.noteServerDate('Thu, 01 Jan 2026 10:05:00 GMT', Date.now());
    expect(socket.serverNow() - Date.now()).toBe(60_000);
  });
});
