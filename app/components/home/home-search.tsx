// The home page's search: suggestions open a processor's page; Enter without a chosen
// suggestion (or any submit without JavaScript) searches the library.
import { Form, useNavigate } from "react-router";
import type { Locale } from "../../i18n/locale";
import { localizePath } from "../../i18n/paths";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { SearchSuggest } from "../search-suggest/search-suggest";

export function HomeSearch({ locale, t }: { locale: Locale; t: Messages }) {
  const navigate = useNavigate();
  return (
    <Form method="get" action={localizePath("/lib", locale)} role="search" className="home-search" aria-describedby="home-search-hint">
      <h2 className="visually-hidden">{t.home.searchHeading}</h2>
      <SearchSuggest
        inputId="home-search"
        name="q"
        label={t.search.label}
        placeholder={t.search.placeholder}
        locale={locale}
        t={t}
        onPick={(s) => void navigate(cpuPath(s, locale))}
      />
      <button type="submit" className="button">
        {t.search.submit}
      </button>
      <p id="home-search-hint" className="home-search-hint">
        {t.home.searchHint}
      </p>
    </Form>
  );
}
