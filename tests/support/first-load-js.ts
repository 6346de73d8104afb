// First-load JS of a page, counted exactly like `npm run bench` (bench/run.ts pageBytes): every
// `rel="modulepreload"` and `import("…")` .js in the HTML, each gzipped at level 9, summed.
import { gzipSync } from "node:zlib";
import { get } from "./http";

export type FirstLoadJs = { files: { path: string; gzipBytes: number }[]; gzipBytes: number };

/** The JS a browser loads before hydrating `html` (a page fetched from the test server). */
export async function firstLoadJs(html: string): Promise<FirstLoadJs> {
  const paths = [
    ...new Set([...html.matchAll(/(?:rel="modulepreload" href="|import\(")([^"]+\.js)/g)].map((m) => m[1]!)),
  ];
  const files = await Promise.all(
    paths.map(async (path) => {
      const res = await get(path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return { path, gzipBytes: gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length };
    }),
  );
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
