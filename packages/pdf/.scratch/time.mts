import { PDFDocument } from 'pdf-lib';
import { appendCertificatePages } from '../src/seal/certificate/certificate-pages.ts';
import { sampleCertificate } from '../src/seal/test-fixtures/certificate-fixtures.ts';
for (let i = 0; i < 4; i++) {
  const doc = await PDFDocument.create();
  const c = sampleCertificate(30);
  const t = performance.now();
  await appendCertificatePages(doc, c);
  const t2 = performance.now();
  await doc.save();
  console.log('draw', (t2 - t).toFixed(1), 'save', (performance.now() - t2).toFixed(1));
}
const latin = sampleCertificate(30);
const ascii = { ...latin, pack_name: 'Lease', signers: latin.signers.slice(0, 1).map((s) => ({ ...s, name: 'Ann Archer' })), events: latin.events.map((e) => ({ ...e, actor: 'Ann Archer' })) };
for (let i = 0; i < 3; i++) {
  const doc = await PDFDocument.create();
  const t = performance.now();
  await appendCertificatePages(doc, ascii);
  const t2 = performance.now();
  await doc.save();
  console.log('latin draw', (t2 - t).toFixed(1), 'save', (performance.now() - t2).toFixed(1));
}
