import { useEffect, useRef } from 'react';

/** The spec's idle rule: a counter ticking every minute, 480 ticks (8 hours). */
export const IDLE_TICKS = 480;
const DEFAULT_TICK_MS = 60_000;

const tickMs = () => {
  const injected = typeof window !== 'undefined' ? window.__GAVEL_IDLE_TICK_MS__ : undefined;
  return typeof injected === 'number' && injected > 0 ? injected : DEFAULT_TICK_MS;
};

/**
 * Calls `onTimeout` once after IDLE_TICKS ticks without mouse movement or key
 * presses. The tick length can be shortened by tests (window.__GAVEL_IDLE_TICK_MS__).
 */
export function useIdleTimeout(enabled: boolean, onTimeout: () => void) {
  const ticks = useRef(0);
  const callback = useRef(onTimeout);
  useEffect(() => {
    callback.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (!enabled) return;
    ticks.current = 0;
    const reset = () => {
      ticks.current = 0;
    };
    const timer = window.setInterval(() => {
      ticks.current += 1;
      if (ticks.current >= IDLE_TICKS) {
        window.clearInterval(timer);
        callback.current();
      }
    }, tickMs());
    window.addEventListener('mousemove', reset, { passive: true });
    window.addEventListener('keydown', reset);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('mousemove', reset);
      window.removeEventListener('keydown', reset);
    };
  }, [enabled]);
}
