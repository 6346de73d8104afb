import { useLoaderData } from "react-router";
import { AboutView } from "../components/about/about-view";
import { aboutPageData } from "../pages/pages.server";
import { localizedMeta } from "../route-meta";
import type { Route } from "./+types/about";
import stylesHref from "../styles/about.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesHref }];

// The methodology page: sources, coverage, confidence, power bases and methods, counted from the catalogue.
export const loader = (args: Route.LoaderArgs) => aboutPageData(args);

export const meta: Route.MetaFunction = (args) => localizedMeta(args, (t) => t.about);

export default function About() {
  return <AboutView page={useLoaderData<typeof loader>()} />;
}
