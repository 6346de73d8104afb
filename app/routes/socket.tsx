import { useLoaderData } from "react-router";
import { platformName } from "../catalog/platform-pages/names";
import { SocketView } from "../components/platforms/socket-view";
import { localeOfPath } from "#common/locale";
import { fill } from "../i18n/messages";
import { socketPageData } from "../pages/pages.server";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/socket";
import stylesHref from "../styles/socket.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const loader = (args: Route.LoaderArgs) => socketPageData(args);

export const meta: Route.MetaFunction = (args) =>
  localizedMeta(args, (t) => {
    const platform = args.data?.platform;
    const name = platform ? platformName(platform, localeOfPath(args.location.pathname)) : "";
    return {
      title: `${fill(t.socket.title, { name })} — ${t.siteName}`,
      description: fill(t.socket.description, { name, socket: platform?.socket ?? "" }),
    };
  });

export default function Socket() {
  return <SocketView page={useLoaderData<typeof loader>()} />;
}
