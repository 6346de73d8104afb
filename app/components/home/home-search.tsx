// The home page's search: suggestions open a processor's page, and so does Enter when there
// is only one suggestion or one names the processor exactly (the hint then says which);
// otherwise Enter (or any submit without JavaScript) searches the library.
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import type { CpuSuggestion } from "../../catalog/suggestion";
import { fill } from "../../i18n/messages";
import type { Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { SearchSuggest } from "../search-suggest/search-suggest";

export function HomeSearch({ locale, t }: { locale: Locale; t: Messages }) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<CpuSuggestion | null>(null);
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
        onEnterTarget={setTarget}
      />
      <button type="submit" className="button">
        {t.search.submit}
      </button>
      <p id="home-search-hint" className="home-search-hint">
        {target ? fill(t.home.searchHintOpens, { name: locale === "zh" ? target.nameZh : target.name }) : t.home.searchHint}
      </p>
    </Form>
  );
}
