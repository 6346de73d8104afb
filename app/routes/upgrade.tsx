import { useLoaderData } from "react-router";
import { RouteError } from "../components/route-error";
import { UpgradeView } from "../components/platforms/upgrade-view";
import { localeOfPath } from "#common/locale";
import { fill } from "../i18n/messages";
import { upgradePageData } from "../pages/pages.server";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/upgrade";
import stylesHref from "../styles/upgrade.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const loader = (args: Route.LoaderArgs) => upgradePageData(args);

/** One canonical page per processor (`?from=`); filtered views point to it. */
export const meta: Route.MetaFunction = (args) => {
  const page = args.data;
  const from = page && page.kind !== "picker" ? page.from : null;
  const pathname = from ? `${args.location.pathname}?from=${from.vendor}/${from.id}` : args.location.pathname;
  return localizedMeta({ ...args, location: { pathname } }, (t) => {
    const name = from ? (localeOfPath(args.location.pathname) === "zh" ? from.nameZh : from.name) : "";
    return from
      ? {
          title: `${fill(t.upgrade.titleFrom, { name })} — ${t.siteName}`,
          description: fill(t.upgrade.descriptionFrom, { name }),
        }
      : { title: `${t.upgrade.title} — ${t.siteName}`, description: t.upgrade.description };
  });
};

export default function Upgrade() {
  return <UpgradeView page={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteError page="upgrade" />;
}
