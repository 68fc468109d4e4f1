import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { cpuMsOf } from './throughput.ts';
import { DEFAULT_MAIL_THEME } from '../apps/server/src/modules/mail/templates/mail-layout.tsx';
import {
  SignatureRequestMail,
  signatureRequestSubject,
} from '../apps/server/src/modules/mail/templates/signature-request-mail.tsx';

const here = path.dirname(fileURLToPath(import.meta.url));
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The SMTP sink in its own process (smtp-sink-process.ts): its URL and its count of mails. */
export const startSinkProcess = async () => {
  const child = fork(path.join(here, 'smtp-sink-process.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const ask = <T>(): Promise<T> =>
    new Promise((resolve) => child.once('message', (m) => resolve(m as T)));
  const { port } = await ask<{ port: number }>();
  const counts = async () => {
    const answer = ask<{ received: number; peakConnections: number }>();
    child.send('count');
    return answer;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: async () => (await counts()).received,
    /** Most connections open at once since the sink started. */
    peakConnections: async () => (await counts()).peakConnections,
    pid: child.pid!,
    stop: () => child.disconnect(),
  };
};

/** Samples this process's memory every 50 ms until stopped: its resident set at start and peak. */
export const trackMemory = () => {
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 50);
  return () => {
    clearInterval(timer);
    return { rss_start_mb: mb(start.rss), rss_peak_mb: mb(rss), heap_peak_mb: mb(heap) };
  };
};

/** The i-th signer's signature request, as signature-request-sender.ts makes it. */
export const signatureRequest = (i: number) => ({
  to: `client${i}@example.com`,
  kind: 'signature_request',
  subject: signatureRequestSubject(null, 'Bench User', 'Service agreement'),
  body: createElement(SignatureRequestMail, {
    signerName: `Client ${i}`,
    senderName: 'Bench User',
    documentName: 'Service agreement',
    message: 'Please sign the agreement for the new year.',
    signingUrl: `https://sign.example.com/s/${i}/${'x'.repeat(43)}`,
    theme: DEFAULT_MAIL_THEME,
    senderSignature: ['Bench User', 'Bench Ltd'],
  }),
});

/**
 * CPU time spent from now until the answer's call, in ms: this process, the sink's and the
 * database's (every backend alive at either end; one opened meanwhile counts from its start).
 */
export const cpuMeter = async (sinkPid: number, dbPids: () => Promise<number[]>) => {
  const own = process.cpuUsage();
  const sink = cpuMsOf([sinkPid]);
  const startPids = await dbPids();
  const db = new Map(startPids.map((pid) => [pid, cpuMsOf([pid])]));
  return async (mails: number) => {
    const used = process.cpuUsage(own);
    const endPids = await dbPids();
    const dbMs = endPids.reduce((sum, pid) => sum + cpuMsOf([pid]) - (db.get(pid) ?? 0), 0);
    const perMail = (ms: number) => Math.round((ms / mails) * 1000) / 1000;
    return {
      bench_process_ms_per_mail: perMail((used.user + used.system) / 1000),
      smtp_sink_ms_per_mail: perMail(cpuMsOf([sinkPid]) - sink),
      database_ms_per_mail: perMail(dbMs),
    };
  };
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
