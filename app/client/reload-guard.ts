// A sessionStorage marker valid for 10 s: a reload caused by a new build or a failed chunk
// happens at most once in that window, so a broken deploy cannot loop the page.
const RELOAD_GUARD_KEY = "cpu-atlas:reload";
const RELOAD_GUARD_MS = 10_000;

function canReload(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY));
    return !(last > 0 && now - last < RELOAD_GUARD_MS);
  } catch {
    return true;
  }
}

/** Navigates with a full page load unless the guard is active; returns whether it did. */
export function guardedReload(href?: string): boolean {
  if (!canReload()) return false;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode); reload anyway, the loop risk is the lesser evil.
  }
  if (href) window.location.assign(href);
  else window.location.reload();
  return true;
}
