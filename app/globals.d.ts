/** The id of this build, injected by Vite (scripts/build.ts sets BUILD_ID). */
declare const __BUILD_ID__: string;
