/**
 * Cleanup steps (stop child processes, drop the database) that run once, in reverse order,
 * at the end of a run, on an error, or on Ctrl-C / SIGTERM.
 */
const steps: { name: string; run: () => Promise<unknown> | unknown }[] = [];
let running: Promise<void> | null = null;

export function onCleanup(name: string, run: () => Promise<unknown> | unknown): void {
  steps.push({ name, run });
}

export function cleanup(): Promise<void> {
  running ??= (async () => {
    for (const step of steps.reverse()) {
      try {
        await step.run();
      } catch (err) {
        console.error(`cleanup "${step.name}" failed: ${(err as Error).message}`);
      }
    }
  })();
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs `main`, always cleans up, and sets the exit code. */
export function runMain(main: () => Promise<void>): void {
  main()
    .then(() => cleanup())
    .catch(async (err) => {
      console.error(err);
      await cleanup();
      process.exitCode = 1;
    });
}
