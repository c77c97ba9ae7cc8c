/**
 * The server's "now" for what depends on time by itself (online windows,
 * the lifetimes of cached answers). One seam, so a test can set the clock of a running server
 * instead of waiting for it: with TEST_CLOCK=ipc the process that started the server sends
 * `{clockOffsetMs}` over the IPC channel (test/helpers/server.ts). Production never shifts it.
 */

let offsetMs = 0;

/** Epoch milliseconds. */
export const nowMs = (): number => Date.now() + offsetMs;
export const now = (): Date => new Date(nowMs());

/** Test only: the clock runs `ms` ahead of (or, negative, behind) the system's. */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}

/** TEST_CLOCK=ipc: listen for `{clockOffsetMs}` from the parent process and answer `{clockSet}`. */
export function listenForTestClock(env: NodeJS.ProcessEnv = process.env): void {
  if (env.TEST_CLOCK !== 'ipc' || !process.send) return;
  process.on('message', (message: { clockOffsetMs?: unknown }) => {
    if (typeof message?.clockOffsetMs !== 'number' || !Number.isFinite(message.clockOffsetMs)) return;
    setClockOffset(message.clockOffsetMs);
    process.send?.({ clockSet: message.clockOffsetMs });
  });
  // The channel must not keep the server alive, nor the test process waiting for it.
  process.channel?.unref();
}
