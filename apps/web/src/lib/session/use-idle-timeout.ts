import { useEffect, useRef } from 'react';

/** The spec's idle rule: a counter ticking every minute, 480 ticks (8 hours). */
export const IDLE_TICKS = 480;
const DEFAULT_TICK_MS = 60_000;

const tickMs = () => {
  const injected = typeof window !== 'undefined' ? window.__GAVEL_IDLE_TICK_MS__ : undefined;
  return typeof injected === 'number' && injected > 0 ? injected : DEFAULT_TICK_MS;
};

/**
 * Calls `onTimeout` once after IDLE_TICKS ticks without mouse movement or key presses. Checked on
 * every tick against the time of the last activity, not by counting ticks: a browser may run a
 * timer late (a busy machine, a background tab), and late ticks must not stretch the timeout.
 * The tick length can be shortened by tests (window.__GAVEL_IDLE_TICK_MS__).
 */
export function useIdleTimeout(enabled: boolean, onTimeout: () => void) {
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (!enabled) return;
    const tick = tickMs();
    let lastActive = Date.now();
    const reset = () => {
      lastActive = Date.now();
    };
    const timer = window.setInterval(() => {
      if (Date.now() - lastActive >= IDLE_TICKS * tick) {
        window.clearInterval(timer);
        callback.current();
      }
    }, tick);
    window.addEventListener('mousemove', reset, { passive: true });
    window.addEventListener('keydown', reset);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('mousemove', reset);
      window.removeEventListener('keydown', reset);
    };
  }, [enabled]);
}
