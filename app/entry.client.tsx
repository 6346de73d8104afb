// The browser's entry: React Router's default (hydrate the document inside a transition), with
// one step before it. The first Intl formatter a page builds makes Chromium load its ICU data:
// 40–55 ms at Lighthouse's 4x CPU slowdown, inside hydration's task, which it pushed past the
// 50 ms a task may take before it counts as blocking. Building a number formatter and then a date
// formatter, each in a task of its own, moves that cost out of hydration's task (docs/decisions.md).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const locale = document.documentElement.lang || undefined;
const afterThisTask = (step: () => void) => setTimeout(step, 0);

// This module's evaluation, ICU's number data, its date data, hydration: each a task of its own.
afterThisTask(() => {
  new Intl.NumberFormat(locale).format(0);
  afterThisTask(() => {
    new Intl.DateTimeFormat(locale, { timeZone: "UTC" }).format(0);
    afterThisTask(hydrate);
  });
});
