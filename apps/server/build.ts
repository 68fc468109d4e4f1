import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `npm run build:server`: the server and its workspace packages as one ES module,
 * `apps/server/dist/server.mjs` (ADR 0062). Node then loads one file instead of ~700 TypeScript
 * modules through tsx: a start costs ~2.5 s of CPU instead of ~6.5 s, which the e2e servers and
 * the fault tests' ~25 restarts pay each time. npm packages stay outside (node_modules as
 * installed); `npm run dev` and the tests still run the sources through tsx.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_BUNDLE = path.join(here, 'dist', 'server.mjs');

/** Bare imports other than our own workspaces load from node_modules at run time. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@quire/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Each module keeps its own `import.meta.url`: the migrations folder, the SMTP thread, the web
 * build, the fonts and the PDF child's sources are found beside the source file that names them,
 * as under tsx. The URL is written relative to the bundle, so the tree can move as a whole.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(SERVER_BUNDLE), args.path).split(path.sep);
      const own = `new URL(${JSON.stringify(relative.join('/'))}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', own),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

export const buildServer = async (): Promise<void> => {
  await build({
    entryPoints: [path.join(here, 'src', 'server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesOutside, ownImportMetaUrl],
  });
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(
    `server built: ${path.relative(process.cwd(), SERVER_BUNDLE)} (${Date.now() - started} ms)`,
  );
}
