// GET /api/cpus/{vendor}/{id}: one processor with every field and its benchmarks.
import { apiError, cachedResponse, jsonBody, withApiCatalogue } from "../catalog/library/api-responses.server";
import { catalogueDataVersion } from "../catalog/library/list.server";
import { findCpuVendor, getCpu } from "../catalog/queries.server";
import { isValidCpuId } from "../catalog/slug";
import type { Route } from "./+types/api-cpu";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  withApiCatalogue(async () => {
    const { vendor, id } = params;
    const notFound = () => apiError(404, `no processor ${vendor}/${id}`);
    if ((vendor !== "amd" && vendor !== "intel") || !isValidCpuId(id)) return notFound();
    const cpu = await getCpu(vendor, id);
    if (cpu) return cachedResponse(request, catalogueDataVersion(), () => jsonBody(cpu));
    const actual = await findCpuVendor(id);
    if (!actual) return notFound();
    return new Response(null, { status: 301, headers: { Location: `/api/cpus/${actual}/${id}` } });
  });
