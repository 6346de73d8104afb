import { Link, useLocation } from "react-router";
import { localeCookie, type Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";
import { useLocale } from "../i18n/use-locale";

/** Links to the same page (and query) in the other language and remembers the choice. */
export function LanguageSwitch() {
  const { locale, t } = useLocale();
  const { pathname, search } = useLocation();
  const other: Locale = locale === "zh" ? "en" : "zh";
  const remember = () => {
    document.cookie = localeCookie(other, location.protocol === "https:");
  };
  return (
    <Link
      to={`${localizePath(pathname, other)}${search}`}
      onClick={remember}
      hrefLang={other === "zh" ? "zh-CN" : "en-US"}
      lang={other === "zh" ? "zh-CN" : "en-US"}
      className="language-switch"
      aria-label={`${t.language.label}: ${t.language.switchTo}`}
    >
      {t.language.switchTo}
    </Link>
  );
}
