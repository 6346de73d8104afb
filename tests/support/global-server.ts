import type { TestProject } from "vitest/node";
import { startServer } from "./start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.url);
  return () => server.stop();
}
