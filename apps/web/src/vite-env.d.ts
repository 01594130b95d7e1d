/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the separate admin site that staff open from the header ("Admin Module"). */
  readonly VITE_ADMIN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Tests shorten the idle-timeout tick (60 000 ms in production). */
  __GAVEL_IDLE_TICK_MS__?: number;
}
