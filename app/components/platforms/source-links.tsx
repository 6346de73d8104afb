// Numbered links to the sources of a board-maker support claim ("[source 1] [source 2]"), as the
// socket page's chipset table and the upgrade advisor's notice show them.
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";

export function SourceLinks({ urls, t }: { urls: readonly string[]; t: Messages }) {
  return urls.map((url, n) => (
    <span key={url}>
      {" "}
      <a href={url} rel="nofollow noopener">
        [{fill(t.socket.sourceLink, { n: n + 1 })}]
      </a>
    </span>
  ));
}
