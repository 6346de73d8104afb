import { useEffect, useState } from "react";
import { useLocale } from "../i18n/use-locale";
import { THEME_STORAGE_KEY, THEMES, type Theme } from "../theme";

function applyTheme(theme: Theme) {
  if (theme === "system") delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  try {
    if (theme === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // No storage: the choice lasts for this page only.
  }
}

export function ThemeSwitch() {
  const { t } = useLocale();
  const [theme, setTheme] = useState<Theme>("system");
  useEffect(() => {
    const stored = document.documentElement.dataset.theme;
    if (stored === "light" || stored === "dark") setTheme(stored);
  }, []);
  return (
    <label className="theme-switch">
      <span className="visually-hidden">{t.theme.label}</span>
      <select
        value={theme}
        onChange={(e) => {
          const next = e.currentTarget.value as Theme;
          setTheme(next);
          applyTheme(next);
        }}
        aria-label={t.theme.label}
      >
        {THEMES.map((name) => (
          <option key={name} value={name}>
            {t.theme[name]}
          </option>
        ))}
      </select>
    </label>
  );
}
