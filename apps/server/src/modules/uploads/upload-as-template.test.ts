import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@quire/domain';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { call, signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';
import { setPermissions } from '../../../test/seed-documents.ts';
import { documentRow, uploadPdf, type UploadedPack } from './upload-test-helpers.ts';

const t = useTestApp();

describe('uploading a PDF as a new template (the templates tab)', () => {
  it('makes a template pack and child that the templates list shows', async () => {
    const user = await signUpVerifiedUser(t);
    const done = await uploadPdf(t, user, await makeSamplePdf(), {
      filename: 'Lease.pdf',
      document_type: 'template',
    });
    expect(done.statusCode, done.body).toBe(200);
    const pack = done.data.document as unknown as UploadedPack & { document_type: string };
    expect(pack.document_type).toBe('template');
    expect((await documentRow(t, pack.child_documents[0]!.key)).document_type).toBe('template');

    const templates = await call(t.app, 'GET', '/app/documents?document_type=template', {
      session: user,
    });
    expect((templates.data.documents as { key: string }[]).map((d) => d.key)).toEqual([pack.key]);
    const documents = await call(t.app, 'GET', '/app/documents?document_type=document', {
      session: user,
    });
    expect(documents.data.documents).toEqual([]);
  });

  it('needs can_create_templates, and leaves nothing behind without it', async () => {
    const user = await signUpVerifiedUser(t);
    await setPermissions(t.ctx, user.user_account_key, { can_create_templates: false });
    const refused = await uploadPdf(t, user, await makeSamplePdf(), { document_type: 'template' });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(MESSAGES.mayNotCreateTemplates);
    const all = await call(t.app, 'GET', '/app/documents?document_type=template', {
      session: user,
    });
    expect(all.data.documents).toEqual([]);

    // A plain upload is not affected by the template permission.
    const plain = await uploadPdf(t, user, await makeSamplePdf());
    expect(plain.statusCode, plain.body).toBe(200);
  });
});
