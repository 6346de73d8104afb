// "Save image" and "Copy link" for the ladder view on screen: plain download links to its
// PNG and SVG (app/images/), and a link to the view itself that, with JavaScript, copies its
// address (Clipboard API) and otherwise, or when copying is refused, shows it to copy by hand.
import { useState, type MouseEvent } from "react";
import type { LadderState } from "../../catalog/ladder/ladder-state";
import { ladderSearch } from "../../catalog/ladder/ladder-state";
import type { LadderResult } from "../../catalog/ladder/rank-ladder";
import { ladderImagePath } from "../../images/image-paths";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";

type Props = { state: LadderState; result: LadderResult; homePath: string; locale: Locale; t: Messages };

export function LadderShare({ state, result, homePath, locale, t }: Props) {
  const [copied, setCopied] = useState<"no" | "yes" | string>("no");
  // A reference or processor the view does not rank is left out of the picture, as the page leaves it out.
  const view = { ...state, ref: result.referenceMissing ? null : state.ref, at: result.atMissing ? null : state.at };
  const name = `cpu-atlas-${view.segment}-${view.test}`;
  const link = `${homePath}${ladderSearch(state)}`;
  const copy = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = new URL(link, window.location.href).href;
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setCopied(url);
    clipboard.writeText(url).then(
      () => setCopied("yes"),
      () => setCopied(url),
    );
  };
  return (
    <p className="ladder-share" aria-label={t.ladderShare.label} role="group">
      <a href={ladderImagePath(view, "png", locale)} download={`${name}.png`} className="button" data-share="png">
        {t.ladderShare.savePng}
      </a>
      <a href={ladderImagePath(view, "svg", locale)} download={`${name}.svg`} data-share="svg">
        {t.ladderShare.saveSvg}
      </a>
      <a href={link} onClick={copy} data-share="link">
        {t.ladderShare.copyLink}
      </a>
      <span role="status">
        {copied === "yes" ? t.ladderShare.copied : null}
        {copied !== "yes" && copied !== "no" ? (
          <label>
            {t.ladderShare.copyFallback} <input readOnly value={copied} onFocus={(e) => e.currentTarget.select()} size={40} />
          </label>
        ) : null}
      </span>
    </p>
  );
}
