/** Waits until `check` holds (polled every `everyMs`), or throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, everyMs = 50) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
