import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // ASSET_BASE_URL lets hashed assets come from a CDN or a sub-path.
  base: process.env.ASSET_BASE_URL ?? "/",
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? "dev"),
  },
  plugins: [reactRouter()],
  build: { target: "es2022" },
});
