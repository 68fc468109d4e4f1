import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { encodePng, type EncodedPng } from './encode-png.ts';

type Pending = { resolve: (e: EncodedPng) => void; reject: (e: Error) => void };

let script: Promise<string> | undefined;
const threadScript = (): Promise<string> => {
  script ??= build({
    entryPoints: [fileURLToPath(new URL('./png-worker-thread.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  script.catch(() => {
    script = undefined;
  });
  return script;
};

/**
 * One thread per process that decodes and deflates the seal's PNGs, so that a pack's signature
 * images (a third of its seal, in JavaScript and zlib) are made on the other core while the
 * seal draws its text. Its TypeScript is bundled once per process with esbuild (a few ms) and
 * run as a script, as the conversion child is (ADR 0008). zlib and the row splitting cannot
 * crash natively the way Skia can, so a thread (not a process) is enough; if it cannot start or
 * dies, PNGs are encoded on the calling thread instead.
 */
class PngThread {
  private worker: Promise<Worker> | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = new Worker(await threadScript(), { eval: true });
      worker.unref();
      worker.on('message', (m: { id: number; encoded?: EncodedPng; error?: string }) => {
        const waiting = this.pending.get(m.id);
        this.pending.delete(m.id);
        if (this.pending.size === 0) worker.unref();
        if (m.encoded) waiting?.resolve(m.encoded);
        else waiting?.reject(new Error(m.error));
      });
      const fail = (error: Error) => {
        this.worker = undefined;
        for (const p of this.pending.values()) p.reject(error);
        this.pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', () => fail(new Error('The image thread stopped')));
      return worker;
    })();
    this.worker.catch(() => {
      this.worker = undefined;
    });
    return this.worker;
  }

  async encode(png: Uint8Array): Promise<EncodedPng> {
    let worker: Worker;
    try {
      worker = await this.start();
    } catch {
      return encodePng(png);
    }
    const id = this.nextId++;
    return new Promise<EncodedPng>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Referenced while it has work, so a caller awaiting it keeps the process alive.
      worker.ref();
      worker.postMessage({ id, png });
    });
  }
}

const thread = new PngThread();

/** Decodes and deflates a PNG on the image thread (encodePng's errors, as rejections). */
export const encodePngOffThread = (png: Uint8Array): Promise<EncodedPng> => thread.encode(png);
