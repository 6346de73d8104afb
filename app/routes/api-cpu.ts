// GET /api/cpus/{vendor}/{id}: one processor with every field and its benchmarks.
import { cpuPathSchema } from "../api/endpoint-params";
import { apiError, cachedResponse, jsonBody, withApiCatalogue } from "../api/responses.server";
import { cpuAt } from "../catalog/cpu-at.server";
import { getCatalogue } from "#catalogue/connection.server";
import type { Route } from "./+types/api-cpu";
import { pageHref } from "#common/page-href";

export const loader = ({ params }: Route.LoaderArgs) =>
  withApiCatalogue(async () => {
    const notFound = () => apiError(404, `no processor ${params.vendor}/${params.id}`);
    const parsed = cpuPathSchema.safeParse(params);
    if (!parsed.success) return notFound();
    const { vendor, id } = parsed.data;
    const catalogue = getCatalogue();
    const found = cpuAt(catalogue, { vendor, id }, (ref) => pageHref("api-cpu", ref));
    if (found.kind === "ok") return cachedResponse(catalogue.dataVersion, () => jsonBody(found.value));
    if (found.kind === "moved") return new Response(null, { status: 301, headers: { Location: found.path } });
    return notFound();
  });
