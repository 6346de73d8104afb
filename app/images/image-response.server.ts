// Images as HTTP answers: cached by data version like pages (the API's ETag: data version and
// build; the server answers 304 for a client that has it and applies the caching policy),
// 400 naming the bad parameters, 404 naming an unknown processor, 503 while the
// catalogue is unavailable or too many pictures are being drawn.
import { apiEtag } from "../api/responses.server";
import { catalogueDataVersion } from "#catalogue/connection.server";
import { RETRY_AFTER_HEADERS, unlessCatalogueFails } from "../catalogue-unavailable.server";
import type { ImageParamProblem } from "./ladder-image-params";
import { RendererBusyError } from "./png.server";

export type ImageFormat = "svg" | "png";
export const CONTENT_TYPES: Record<ImageFormat, string> = { svg: "image/svg+xml; charset=utf-8", png: "image/png" };

/**
 * Headers of every image answer: pictures are made to be embedded by other sites (a forum post,
 * a chat preview), so they may be loaded cross-origin, unlike the rest of the site
 * (server/http-constants.ts sends same-origin; the server lets a route's header replace it).
 */
export const IMAGE_HEADERS: Readonly<Record<string, string>> = { "Cross-Origin-Resource-Policy": "cross-origin" };

export const formatOfPath = (pathname: string): ImageFormat | null =>
  pathname.endsWith(".png") ? "png" : pathname.endsWith(".svg") ? "svg" : null;

/** The picture, tagged with this data version's ETag. `make` may still answer an error. */
export async function imageResponse(
  request: Request,
  make: () => Promise<{ body: Buffer | string; format: ImageFormat; fileName?: string } | Response>,
): Promise<Response> {
  const response = await unlessCatalogueFails(
    async () => {
      const etag = apiEtag(catalogueDataVersion());
      const made = await make().catch(busyOrThrow);
      if (made instanceof Response) return made;
      const headers: Record<string, string> = { ETag: etag, "Content-Type": CONTENT_TYPES[made.format] };
      if (made.fileName) headers["Content-Disposition"] = `inline; filename="${made.fileName}"`;
      return new Response(typeof made.body === "string" ? made.body : new Uint8Array(made.body), {
        status: 200,
        headers,
      });
    },
    () =>
      new Response("Service Unavailable: the processor catalogue is temporarily unavailable", {
        status: 503,
        headers: { ...RETRY_AFTER_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      }),
  );
  for (const [name, value] of Object.entries(IMAGE_HEADERS)) response.headers.set(name, value);
  return response;
}

/** 503 while too many pictures are being drawn at once (png.server.ts); any other failure propagates. */
export function busyOrThrow(error: unknown): Response {
  if (!(error instanceof RendererBusyError)) throw error;
  return new Response("Service Unavailable: too many pictures are being drawn; try again in a few seconds", {
    status: 503,
    headers: { ...RETRY_AFTER_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

export const badImageParams = (problems: readonly ImageParamProblem[]) =>
  Response.json({ error: "invalid parameters", parameters: problems }, { status: 400 });

export const imageNotFound = (what: string) =>
  new Response(`Not found: ${what}`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
