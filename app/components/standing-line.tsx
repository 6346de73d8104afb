// Where a processor stands in its segment's ladder, in words written by the server
// (caveat-text.server.ts), with a link that opens the ladder on it and, for a low-confidence
// figure, its caveat written out beside it.
import { Link } from "react-router";
import type { StandingView } from "../pages/caveat-text.server";

export function StandingLine({ standing }: { standing: StandingView }) {
  return (
    <p className="standing" data-rank={standing.rank}>
      <span>{standing.line}</span> <Link to={standing.href}>{standing.open}</Link>
      {standing.caveat ? <span className="caveat">{standing.caveat}</span> : null}
    </p>
  );
}
