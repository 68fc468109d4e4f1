import { PDFNumber, type PDFDocument, type PDFObject } from 'pdf-lib';
import { changedObjects, type Revision } from './incremental-save.ts';

type Written = { number: number; generation: number; offset: number };

const ENDOBJ = '\nendobj\n';

/** Consecutive object numbers, as xref subsections and /Index pairs list them. */
const runs = (written: Written[]): Written[][] => {
  const out: Written[][] = [];
  for (const w of written) {
    const last = out.at(-1);
    if (last && last.at(-1)!.number + 1 === w.number) last.push(w);
    else out.push([w]);
  }
  return out;
};

const serialise = (object: PDFObject): Buffer => {
  const bytes = Buffer.allocUnsafe(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
};

/** Table entries are exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL. */
const tableSection = (written: Written[]): string => {
  let out = 'xref\n';
  for (const run of runs(written)) {
    out += `${run[0]!.number} ${run.length}\n`;
    for (const w of run)
      out += `${String(w.offset).padStart(10, '0')} ${String(w.generation).padStart(5, '0')} n\r\n`;
  }
  return out;
};

/** A cross-reference stream listing the written objects and itself (PDF 32000-1 §7.5.8). */
const streamSection = (
  doc: PDFDocument,
  written: Written[],
  trailer: Record<string, PDFObject>,
): Buffer => {
  const offsetBytes = Math.max(4, Math.ceil(Math.log2(written.at(-1)!.offset + 2) / 8));
  const row = 1 + offsetBytes + 2;
  const data = Buffer.alloc(written.length * row);
  written.forEach((w, i) => {
    data[i * row] = 1;
    data.writeUIntBE(w.offset, i * row + 1, offsetBytes);
    data.writeUInt16BE(w.generation, i * row + 1 + offsetBytes);
  });
  const index = runs(written).flatMap((run) => [run[0]!.number, run.length]);
  const stream = doc.context.stream(data, {
    ...trailer,
    Type: 'XRef',
    W: [1, offsetBytes, 2],
    Index: index,
  });
  const self = written.at(-1)!;
  return Buffer.concat([
    Buffer.from(`${self.number} 0 obj\n`, 'latin1'),
    serialise(stream),
    Buffer.from('\nendobj\n', 'latin1'),
  ]);
};

/**
 * The original bytes followed by one incremental update: every added or changed object, a
 * cross-reference section of the same kind as the original's newest one (table or stream) with
 * /Prev pointing at it, and a trailer carrying the original's /Root, /Info and /ID. The objects
 * are measured first and written into one buffer after the original (thousands of small
 * buffers were most of the garbage the seal made).
 */
export const writeRevision = (revision: Revision, doc: PDFDocument): Buffer => {
  const { original, chain } = revision;
  const { context } = doc;
  const last = original[original.length - 1];
  const lead = last === 0x0a || last === 0x0d ? '' : '\n';
  const objects = changedObjects(revision, doc).map(([ref, object]) => ({
    header: `${ref.objectNumber} ${ref.generationNumber} obj\n`,
    ref,
    object,
    size: object.sizeInBytes(),
  }));
  // Offsets first (sizes are known), so the cross-reference data can be made before writing.
  let offset = original.length + lead.length;
  const written: Written[] = objects.map(({ header, ref, size }) => {
    const at = offset;
    offset += header.length + size + ENDOBJ.length;
    return { number: ref.objectNumber, generation: ref.generationNumber, offset: at };
  });

  const { Root, Info, ID } = context.trailerInfo;
  const trailer: Record<string, PDFObject> = {
    Root: Root!,
    ...(Info ? { Info } : {}),
    ...(ID ? { ID } : {}),
    Prev: PDFNumber.of(chain.startxref),
  };
  const xrefAt = offset;
  let xref: Buffer;
  if (chain.kind === 'stream') {
    const self = context.nextRef();
    written.push({ number: self.objectNumber, generation: 0, offset: xrefAt });
    trailer.Size = PDFNumber.of(self.objectNumber + 1);
    xref = streamSection(doc, written, trailer);
  } else {
    const size = Math.max(chain.size, ...written.map((w) => w.number + 1));
    const dict = serialise(context.obj({ Size: size, ...trailer }));
    xref = Buffer.concat([Buffer.from(`${tableSection(written)}trailer\n`, 'latin1'), dict]);
  }
  const end = `\nstartxref\n${xrefAt}\n%%EOF\n`;

  const out = Buffer.allocUnsafe(xrefAt + xref.length + end.length);
  out.set(original, 0);
  let at = original.length + out.write(lead, original.length, 'latin1');
  for (const { header, object, size } of objects) {
    at += out.write(header, at, 'latin1');
    object.copyBytesInto(out, at);
    at += size;
    at += out.write(ENDOBJ, at, 'latin1');
  }
  out.set(xref, at);
  out.write(end, at + xref.length, 'latin1');
  return out;
};
