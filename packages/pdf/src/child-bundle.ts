import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { standardFontDataUrl } from './open-pdf.ts';

const require = createRequire(import.meta.url);

/**
 * The conversion child runs as plain JavaScript: started through tsx it would spend 0.5 s and
 * 150 MB transpiling pdfjs on every start (ADR 0008). So its TypeScript is bundled once per
 * process with esbuild (~50 ms) into a temporary .mjs whose package imports are absolute file
 * URLs, so it loads pdfjs-dist and @napi-rs/canvas from this installation wherever it is written.
 * Quire's own packages are TypeScript: they are bundled in (the child imports only
 * @quire/domain/conversion-limits, to keep its start small).
 */
let bundled: Promise<string> | undefined;

export const conversionChildScript = (): Promise<string> => {
  bundled ??= (async () => {
    const outfile = path.join(
      await mkdtemp(path.join(tmpdir(), 'quire-convert-')),
      'convert-pdf-child.mjs',
    );
    await build({
      entryPoints: [fileURLToPath(new URL('./convert-pdf-child.ts', import.meta.url))],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      define: { 'process.env.QUIRE_PDFJS_STANDARD_FONTS': JSON.stringify(standardFontDataUrl()) },
      plugins: [
        {
          name: 'absolute-packages',
          setup: (b) => {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@quire/')
                ? undefined
                : args.path.startsWith('node:')
                  ? { path: args.path, external: true }
                  : { path: pathToFileURL(require.resolve(args.path)).href, external: true },
            );
          },
        },
      ],
    });
    return outfile;
  })();
  return bundled;
};
