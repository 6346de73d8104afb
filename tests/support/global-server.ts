import type { TestProject } from "vitest/node";
import { startServer } from "./start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** TEST_BASE_URL runs the suite against a server that is already up (the nginx front of test:deploy). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_BASE_URL) {
    project.provide("baseUrl", process.env.TEST_BASE_URL);
    return;
  }
  const server = await startServer();
  project.provide("baseUrl", server.url);
  return () => server.stop();
}
