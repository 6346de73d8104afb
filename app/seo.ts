// Title, description, canonical URL and hreflang alternates for a page.
import type { MetaDescriptor } from "react-router";
import { LANGUAGE_TAGS, type Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";

export type SeoInput = { origin: string; pathname: string; locale: Locale; title: string; description: string };

export function pageMeta({ origin, pathname, locale, title, description }: SeoInput): MetaDescriptor[] {
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
  ];
}
