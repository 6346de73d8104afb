// Title, description, canonical URL, hreflang alternates and the link preview (Open Graph and
// Twitter card, with the page's own preview image or the site's) for a page.
import type { MetaDescriptor } from "react-router";
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";
import { CARD_SIZE, SITE_CARD_PATH } from "./images/card-paths";

/** `image`: the unprefixed path of the page's preview card (app/images/image-paths.ts); the site's card by default. */
export type SeoInput = {
  origin: string;
  pathname: string;
  locale: Locale;
  title: string;
  description: string;
  image?: string;
};

export function pageMeta({
  origin,
  pathname,
  locale,
  title,
  description,
  image = SITE_CARD_PATH,
}: SeoInput): MetaDescriptor[] {
  const url = (l: Locale) => `${origin}${localizePath(pathname, l)}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(locale) },
    { tagName: "link", rel: "alternate", hrefLang: LANGUAGE_TAGS.zh, href: url("zh") },
    { tagName: "link", rel: "alternate", hrefLang: LANGUAGE_TAGS.en, href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("zh") },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(locale) },
    { property: "og:locale", content: LANGUAGE_TAGS[locale].replace("-", "_") },
    { property: "og:image", content: `${origin}${localizePath(image, locale)}` },
    { property: "og:image:width", content: String(CARD_SIZE.width) },
    { property: "og:image:height", content: String(CARD_SIZE.height) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
