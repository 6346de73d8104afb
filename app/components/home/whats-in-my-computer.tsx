// "What's in my computer?": where each system shows the processor's name, and a box that opens
// the processor's page as soon as that name is pasted (the server reads brand strings, and the
// plain form's submit opens the processor without JavaScript too; site-search.tsx).
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { SiteSearch } from "../search-suggest/site-search";

export function WhatsInMyComputer({ locale, t }: { locale: Locale; t: Messages }) {
  const m = t.home.mine;
  return (
    <section className="mine" aria-labelledby="mine-title">
      <h2 id="mine-title">{m.heading}</h2>
      <p id="mine-hint" className="mine-hint">
        {m.intro}
      </p>
      <ul className="mine-where">
        <li>
          <strong>Windows</strong> {m.windows}
        </li>
        <li>
          <strong>macOS</strong> {m.macos} <code>sysctl -n machdep.cpu.brand_string</code>
        </li>
        <li>
          <strong>Linux</strong> <code>lscpu</code> {m.linux}
        </li>
      </ul>
      <SiteSearch
        inputId="mine-search"
        className="mine-search"
        locale={locale}
        t={t}
        landmark={m.landmark}
        label={m.label}
        placeholder={m.placeholder}
        describedBy="mine-hint"
        submitOnPaste
      />
    </section>
  );
}
