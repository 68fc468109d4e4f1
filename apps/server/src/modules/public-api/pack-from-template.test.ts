import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_MESSAGES } from '@quire/domain';
import { dataFields, documentMappings, documents } from '../../db/schema.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedCast } from '../../../test/seed-documents.ts';
import { api, newApiKey, seedSendableTemplate } from './public-api-test-kit.ts';

const t = useTestApp();
let token: string;
let template: string;

beforeAll(async () => {
  const cast = await seedCast(t, 'Lettings');
  token = (await newApiKey(t, cast.ann, cast.teamAccount)).token;
  template = (await seedSendableTemplate(t, cast.ann.user_key, cast.teamAccount)).key;
  // The template's bulk-send mapping: columns of a client list onto the signer and the rent.
  await t.ctx.db.insert(documentMappings).values({
    template_key: template,
    mapping: {
      data_fields: { rent: { column: 'Monthly rent' } },
      signatories: { 'signer-1': { name: { column: 'Tenant' }, email: { column: 'Email' } } },
      cc_recipients: {},
      document_name: { column: 'Reference' },
      subject: { text: 'Your lease' },
    },
  });
});

const rentOf = async (packKey: string) => {
  const [child] = await t.ctx.db
    .select()
    .from(documents)
    .where(eq(documents.document_pack_key, packKey));
  const fields = await t.ctx.db
    .select()
    .from(dataFields)
    .where(eq(dataFields.document_key, child!.key));
  return fields.find((f) => f.custom_id === 'rent')!.data;
};

const create = (body: object) =>
  api(t, 'POST', `/api/v1/templates/${template}/documents`, token, { body });

describe('a document from a template with its mapping', () => {
  it("fills signers, fields, name and subject through the template's mapping", async () => {
    const r = await create({
      mapped_values: {
        Tenant: 'Tess Tenant',
        Email: 'tess@example.com',
        'Monthly rent': ' 950 ',
        Reference: 'L-42',
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    const doc = r.data.document as {
      key: string;
      name: string;
      subject: string;
      signers: object[];
    };
    expect(doc).toMatchObject({ name: 'L-42', subject: 'Your lease', status: 'setup' });
    expect(doc.signers).toEqual([
      expect.objectContaining({ name: 'Tess Tenant', email: 'tess@example.com' }),
    ]);
    expect(await rentOf(doc.key)).toBe('950');
  });

  it('lets what the request names itself win over the mapping', async () => {
    const r = await create({
      mapped_values: { Tenant: 'Tess Tenant', Email: 'tess@example.com', 'Monthly rent': '950' },
      signers: { 'signer-1': { email: 'other@example.com' } },
      fields: { rent: '1000' },
      name: 'Named here',
    });
    expect(r.statusCode, r.body).toBe(201);
    const doc = r.data.document as { key: string; name: string; signers: object[] };
    expect(doc.name).toBe('Named here');
    expect(doc.signers).toEqual([
      expect.objectContaining({ name: 'Tess Tenant', email: 'other@example.com' }),
    ]);
    expect(await rentOf(doc.key)).toBe('1000');
  });

  it('refuses a custom id the template does not have, and a document key that is no template', async () => {
    const typo = await create({ fields: { rnet: '1' } });
    expect(typo.statusCode).toBe(400);
    expect(typo.data.message).toBe(PUBLIC_API_MESSAGES.unknownField('rnet'));

    const made = (await create({})).data.document as { key: string };
    const notTemplate = await api(t, 'POST', `/api/v1/templates/${made.key}/documents`, token, {
      body: {},
    });
    expect(notTemplate.statusCode).toBe(404);
    expect(notTemplate.data.message).toBe(PUBLIC_API_MESSAGES.notATemplate);
    const asDocument = await api(t, 'GET', `/api/v1/documents/${template}`, token);
    expect(asDocument.statusCode).toBe(404);
  });
});
