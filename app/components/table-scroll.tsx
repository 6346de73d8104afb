// A wide table's own sideways scroll box. It can take keyboard focus, so people who do not use
// a mouse can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable), and it is a named group
// (not a landmark, so several on one page need no unique names).
import type { ReactNode } from "react";

type Props = { children: ReactNode } & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

export function TableScroll({ label, labelledBy, children }: Props) {
  return (
    <div className="table-scroll" role="group" tabIndex={0} aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
