import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TempDownloadType } from '@quire/domain';
import { pdfPageCount } from '@quire/pdf/merge-pdfs';
import { openPdf } from '@quire/pdf/open-pdf';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import {
  accountKeyOf,
  seedPack,
  setPermissions,
  type SeededPack,
} from '../../../test/seed-documents.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let pack: SeededPack;

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  bob = await signUpVerifiedUser(t, { full_name: 'Bob Baker' });
  pack = await seedPack(t.ctx, {
    createdBy: ann.user_key,
    accountKey: await accountKeyOf(t.ctx, ann),
    name: 'Loan application',
    children: [
      {
        name: 'Form.pdf',
        pages: 2,
        fields: [
          { custom_id: 'full.name', data: 'Ann Archer', x: 72, y: 100 },
          { custom_id: 'formula', data: '=HYPERLINK("http://x")', y: 140 },
          { custom_id: 'amount', data: '-1000', y: 180, page_index: 1 },
          { custom_id: 'agree', type: 'check', data: 'checked', y: 220, width: 16, height: 16 },
        ],
      },
      { name: 'Terms.pdf', pages: 3, fields: [{ data: '@home, "quoted"' }] },
    ],
  });
});

describe('downloads', () => {
  it('serves a child PDF and a pack merged', async () => {
    const child = await call(t.app, 'GET', `/app/serve/${pack.childKeys[1]}`, { session: ann });
    expect(child.headers['content-disposition']).toContain('filename="Terms.pdf"');
    expect(await pdfPageCount(child.rawPayload)).toBe(3);
    const whole = await call(t.app, 'GET', `/app/serve/${pack.key}`, { session: ann });
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(await pdfPageCount(whole.rawPayload)).toBe(5);
  });

  it('exports field data as CSV with formula cells neutralised', async () => {
    const r = await call(t.app, 'GET', `/app/documents/${pack.key}/get_csv_file`, { session: ann });
    expect(r.headers['content-type']).toContain('text/csv');
    const lines = r.body.trim().split('\r\n');
    expect(lines[0]).toBe('document,field,type,page,value');
    expect(lines).toContain(`Form.pdf,formula,text,1,"'=HYPERLINK(""http://x"")"`);
    expect(lines).toContain(`Form.pdf,amount,text,2,'-1000`);
    expect(lines.some((l) => l.endsWith(`"'@home, ""quoted"""`))).toBe(true);

    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_download_document_csv_data: false },
    });
    const refused = await call(t.app, 'GET', `/app/documents/${pack.key}/get_csv_file`, {
      session: ann,
    });
    expect(refused.data).toEqual({ success: false, message: MESSAGES.mayNotDownload });
    await setPermissions(t.ctx, ann.user_account_key, {});
  });
});

const generate = async (type: TempDownloadType, key = pack.key) => {
  const url = `/app/documents/${key}/generate_temp_document_download?document_temp_download_type=${type}`;
  const first = await call(t.app, 'GET', url, { session: ann });
  expect(first.data).toMatchObject({ success: true, document_temp_download: { file_key: null } });
  const tempKey = (first.data.document_temp_download as { key: string }).key;
  // The client polls every 5 s (§9); the test polls faster for the worker's answer.
  for (let i = 0; i < 200; i++) {
    const poll = await call(t.app, 'GET', `${url}&temp_download_key=${tempKey}`, { session: ann });
    const state = poll.data.document_temp_download as { file_key: string | null };
    if (state.file_key) return tempKey;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('temp download not ready');
};

describe('temp downloads', () => {
  it('builds a fillable PDF with metadata: named fields holding the values', async () => {
    const key = await generate('fillable_pdf_with_metadata');
    const file = await call(t.app, 'GET', `/app/serve_temp_download/${key}`, { session: ann });
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(5);
    const form = pdf.getForm();
    expect((form.getField('full_name') as PDFTextField).getText()).toBe('Ann Archer');
    expect((form.getField('amount') as PDFTextField).getText()).toBe('-1000');
    expect((form.getField('agree') as PDFCheckBox).isChecked()).toBe(true);
    expect(pdf.getKeywords()).toContain('formula');
    const unnamed = form
      .getFields()
      .filter((f) => !['full_name', 'formula', 'amount', 'agree'].includes(f.getName()));
    expect(unnamed).toHaveLength(1);
  });

  it('builds a fillable PDF whose fields show their ids', async () => {
    const key = await generate('fillable_pdf_with_ids', pack.childKeys[0]);
    const file = await call(t.app, 'GET', `/app/serve_temp_download/${key}`, { session: ann });
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect((pdf.getForm().getField('formula') as PDFTextField).getText()).toBe('formula');
  });

  it('builds a preview with the values drawn and no form, for its requester only', async () => {
    const key = await generate('preview');
    const file = await call(t.app, 'GET', `/app/serve_temp_download/${key}`, { session: ann });
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(5);
    expect(pdf.getForm().getFields()).toHaveLength(0);
    const opened = await openPdf(file.rawPayload);
    if (!opened.ok) throw new Error(opened.error.message);
    const text = async (n: number) =>
      (await (await opened.doc.getPage(n)).getTextContent()).items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ');
    expect(await text(1)).toContain('Ann Archer');
    expect(await text(2)).toContain('-1000');
    await opened.doc.destroy();
    expect(file.rawPayload.length).toBeGreaterThan(1000);
    const other = await call(t.app, 'GET', `/app/serve_temp_download/${key}`, { session: bob });
    expect(other.data).toEqual({ success: false, message: MESSAGES.documentNotFound });
  });

  it('refuses a type the user may not download', async () => {
    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_download_document_preview: false },
    });
    const r = await call(
      t.app,
      'GET',
      `/app/documents/${pack.key}/generate_temp_document_download?document_temp_download_type=preview`,
      { session: ann },
    );
    expect(r.statusCode).toBe(403);
    await setPermissions(t.ctx, ann.user_account_key, {});
  });
});
