// "Save image" and "Copy link" for the ladder view on screen: plain download links to its PNG
// and SVG (app/images/), and a link to the view itself that, with JavaScript, copies its address
// (Clipboard API) or, where copying is refused, shows it in a prompt to copy by hand.
import type { MouseEvent } from "react";
import type { LadderState } from "../../catalog/ladder/ladder-state";
import { ladderImageFileName, ladderImagePath } from "../../images/image-paths";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";

type Props = {
  state: LadderState;
  result: { referenceMissing: boolean; atMissing: boolean };
  link: string;
  locale: Locale;
  t: Messages;
};

export function LadderShare({ state, result, link, locale, t }: Props) {
  const words = t.ladderShare;
  // A reference or processor the view does not rank is left out of the picture, as the page leaves it out.
  const view = { ...state, ref: result.referenceMissing ? null : state.ref, at: result.atMissing ? null : state.at };
  const copy = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const { href } = event.currentTarget;
    const status = event.currentTarget.nextElementSibling as HTMLElement;
    const show = () => window.prompt(words.copyFallback, href);
    if (!navigator.clipboard) return show();
    navigator.clipboard.writeText(href).then(() => (status.textContent = words.copied), show);
  };
  return (
    <p className="ladder-share" aria-label={words.label} role="group">
      <a href={ladderImagePath(view, "png", locale)} download={ladderImageFileName(view, "png")} className="button">
        {words.savePng}
      </a>
      <a href={ladderImagePath(view, "svg", locale)} download={ladderImageFileName(view, "svg")}>
        {words.saveSvg}
      </a>
      <a href={link} onClick={copy}>
        {words.copyLink}
      </a>
      <span role="status" />
    </p>
  );
}
