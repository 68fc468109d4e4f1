import { authenticatedRequestBench } from './authenticated-request.bench.ts';
import { bulkSendBench } from './bulk-send.bench.ts';
import { convertDocumentBench } from './convert-document.bench.ts';
import { documentListBench } from './document-list.bench.ts';
import { editorBench } from './editor.bench.ts';
import { hostileConversionBench } from './hostile-conversion.bench.ts';
import { mailBench } from './mail.bench.ts';
import { sealPdfBench } from './seal-pdf.bench.ts';
import { sealQueueBench } from './seal-queue.bench.ts';
import { webhooksBench } from './webhooks.bench.ts';

/** Runs every benchmark and prints one JSON document. */
const results = [];
for (const bench of [
  authenticatedRequestBench,
  convertDocumentBench,
  hostileConversionBench,
  sealPdfBench,
  () => sealQueueBench(),
  editorBench,
  () => documentListBench(),
  () => bulkSendBench(),
  () => mailBench(),
  () => webhooksBench(),
])
  results.push(await bench());
console.log(
  JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2),
);
