// /robots.txt: everything may be crawled except the API; points to the sitemap.
import { robotsTxt } from "../catalog/detail-sitemap";
import { runtimeConfig } from "../config.server";

export function loader() {
  return new Response(robotsTxt(runtimeConfig().siteOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
