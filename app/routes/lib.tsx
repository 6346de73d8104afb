import { useLoaderData, useNavigation } from "react-router";
import { LibraryView } from "../components/library/library-view";
import { useLocale } from "../i18n/use-locale";
import { libraryPageData } from "../pages/pages.server";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/lib";
import stylesHref from "../styles/library.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

export const loader = (args: Route.LoaderArgs) => libraryPageData(args);

export const meta: Route.MetaFunction = (args) => localizedMeta(args, (t) => t.library);

export default function Library() {
  const { layout, query, ignored, result, socketPages, valueMeasuredOn, namesZh } = useLoaderData<typeof loader>();
  const { locale, t } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname.endsWith("/lib");
  return (
    <>
      <h1>{t.library.heading}</h1>
      <LibraryView
        layout={layout}
        query={query}
        ignored={ignored}
        result={result}
        socketPages={socketPages}
        valueMeasuredOn={valueMeasuredOn}
        namesZh={namesZh}
        busy={busy}
        locale={locale}
        t={t}
      />
    </>
  );
}
