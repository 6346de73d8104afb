// A <details> whose content React renders only once the reader first opens it. Browsers without
// scripts get the same content inside a `noscript`, parsed as ordinary markup (form fields
// included); browsers with scripts parse that as one text node, so hydration, style and layout
// skip a long list nobody opened. See docs/decisions.md ("rendered when opened").
import { useState, type ReactNode } from "react";

export function DeferredDetails({
  summary,
  className,
  children,
}: {
  summary: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened ? children : <noscript>{children}</noscript>}
    </details>
  );
}
