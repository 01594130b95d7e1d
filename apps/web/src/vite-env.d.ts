/// <reference types="vite/client" />

interface Window {
  /** Tests shorten the idle-timeout tick (60 000 ms in production). */
  __GAVEL_IDLE_TICK_MS__?: number;
}
