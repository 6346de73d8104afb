// Trailing-edge debounce: one call per burst, `waitMs` after the last event (resize: 100 ms).
export const RESIZE_DEBOUNCE_MS = 100;

export type Debounced = { (): void; cancel(): void };

export function debounce(
  run: () => void,
  waitMs: number,
  timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout"> = globalThis,
): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = undefined;
      run();
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
