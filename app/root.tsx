import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page";
import { useNonce } from "./csp-nonce";
import { runtimeConfig, type RuntimeConfig } from "./config.server";
import { footerSources } from "./pages/footer-sources.server";
import { LANGUAGE_TAGS, localeOfPath } from "#common/locale";
import { DefaultLayout } from "./layouts/default";
import { routeRulesClientMiddleware } from "./client/route-rules-middleware";
import faviconHref from "./assets/favicon.svg?url";
import baseStylesHref from "./styles/base.css?url";
import { THEME_SCRIPT } from "./theme";
import { LowPriorityModulePreloads } from "./script-preloads";
import type { RootData } from "./root-data";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeRulesClientMiddleware];

export function loader(): RootData {
  return { config: runtimeConfig(), sources: footerSources() };
}

export function shouldRevalidate() {
  return false;
}

function configScript(config: RuntimeConfig): string {
  return `window.__CPU_ATLAS__=${JSON.stringify(config).replace(/</g, "\\u003c")}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={LANGUAGE_TAGS[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href={faviconHref} type="image/svg+xml" />
        <LowPriorityModulePreloads />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {data ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: configScript(data.config) }}
          />
        ) : null}
        <Meta />
        {/* Stylesheet links need no nonce (style-src 'self'): an empty one keeps React Router from
            adding the server's, which the browser hides from the DOM, so hydration would see it differ. */}
        <Links nonce="" />
      </head>
      <body>
        <DefaultLayout>{children}</DefaultLayout>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The browser-only behaviour (build version checks, chunk-failure reloads, queued route
 * preloads) is not needed to paint or hydrate the page: it loads as its own chunk once the
 * page has hydrated, so it is not among the page's first-load scripts.
 */
function useClientRuntime(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("./client/runtime").then(({ startClientRuntime }) => {
      if (!unmounted) stop = startClientRuntime();
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}

export default function App() {
  useClientRuntime();
  return <Outlet />;
}

/**
 * An error caught here replaces the page's route, and with it the page kind's stylesheet (each of
 * which carries base.css): the error page links base.css itself. With a precedence React puts the
 * link in the head, before the script preloads, wherever it is rendered.
 */
export function ErrorBoundary() {
  return (
    <>
      <link rel="stylesheet" href={baseStylesHref} precedence="default" />
      <RootError />
    </>
  );
}

function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" ? error.data : error.statusText;
    return <ErrorPage status={error.status} message={message} />;
  }
  const message = import.meta.env.DEV && error instanceof Error ? error.message : "";
  return <ErrorPage status={500} message={message} />;
}
