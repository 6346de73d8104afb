// GET /api/cpus/{vendor}/{id}: one processor with every field and its benchmarks.
import { cpuPathSchema } from "../api/endpoint-params";
import { apiError, cachedResponse, jsonBody, withApiCatalogue } from "../api/responses.server";
import { catalogueDataVersion } from "../catalog/db.server";
import { findCpuVendor, getCpu } from "../catalog/queries.server";
import type { Route } from "./+types/api-cpu";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  withApiCatalogue(async () => {
    const notFound = () => apiError(404, `no processor ${params.vendor}/${params.id}`);
    const parsed = cpuPathSchema.safeParse(params);
    if (!parsed.success) return notFound();
    const { vendor, id } = parsed.data;
    const cpu = await getCpu(vendor, id);
    if (cpu) return cachedResponse(request, catalogueDataVersion(), () => jsonBody(cpu));
    const actual = await findCpuVendor(id);
    if (!actual) return notFound();
    return new Response(null, { status: 301, headers: { Location: `/api/cpus/${actual}/${id}` } });
  });
