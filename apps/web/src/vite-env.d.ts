/// <reference types="vite/client" />

/** The root package.json version, injected by vite.config.ts (and vitest.config.ts in tests). */
declare const __APP_VERSION__: string;
