import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Page transitions wait about 100 ms before showing a pending state, so fast ones never flash. */
const PENDING_DELAY_MS = 100;

export function PendingIndicator() {
  const busy = useNavigation().state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), PENDING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  // A visual cue only: screen readers hear the busy state from aria-busy on the region that updates.
  return <div className="pending-bar" data-visible={visible} aria-hidden="true" />;
}
