// The browser entry. The client build renders with Preact (vite.config.ts aliases react and
// react-dom to preact/compat); the server keeps React 19.
import { Component, h, render, type ComponentChildren } from "preact";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * HydratedRouter's first render throws the promise of the server state it is decoding
 * (the turbo-stream in the page); React waits for it at the root, Preact has no root
 * suspense. So a detached first render starts the decoding and is discarded once it settles.
 */
function serverStateDecoded(): Promise<void> {
  return new Promise((resolve) => {
    let caught = false;
    const settle = () => queueMicrotask(() => (render(null, scratch), resolve()));
    class Catch extends Component<{ children: ComponentChildren }, { waiting: boolean }> {
      override componentDidCatch(error: unknown) {
        caught = true;
        // Preact counts an error as handled only if the boundary updates.
        this.setState({ waiting: true });
        if (error instanceof Promise) error.then(settle, settle);
        else settle();
      }
      override render() {
        return this.state.waiting ? null : this.props.children;
      }
    }
    const scratch = document.createElement("div");
    render(h(Catch, null, h(HydratedRouter, null)), scratch);
    if (!caught) settle(); // already decoded: nothing to wait for
  });
}

// React's server hoists the route modules' preload links into <head>, out of the order the
// tree renders them in. They have done their work once this module runs; without them the
// head matches the tree element by element, so hydration keeps every head element in place.
for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();

void serverStateDecoded().then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
