import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { HEADERS, type DataField, type PageMetadata } from '@quire/domain';
import { dataFields, documents, userAccounts } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedCast, seedPack, type SeededPack } from '../../../test/seed-documents.ts';

export const A4: PageMetadata = {
  image_width: 1190,
  image_height: 1684,
  rotation: 0,
  page_width: 595,
  page_height: 842,
  crop_x: 0,
  crop_y: 0,
};

export type Cast = {
  ann: Session;
  bob: Session;
  carol: Session;
  annAccount: string;
  teamAccount: string;
  carolMembership: string;
  /** Ann's membership of the team she created (her session starts in her personal workspace). */
  annTeamMembership: string;
};

let n = 0;

/** A field placed on page 0 of a child, as the editor's palette sends it. */
export const place = (documentKey: string, over: Partial<DataField> = {}) => ({
  uuid: `field-${++n}-${Date.now()}`,
  document_key: documentKey,
  type: 'text',
  page_index: 0,
  x: 100,
  y: 100,
  ...over,
});

/** A test app with the document cast of seedCast and helpers for the data-field routes. */
export const useDataFieldTest = () => {
  const t = useTestApp();
  const c = {} as Cast;
  beforeAll(async () => {
    Object.assign(c, await seedCast(t, 'Fields team'));
    const [membership] = await t.ctx.db
      .select()
      .from(userAccounts)
      .where(
        and(eq(userAccounts.user_key, c.ann.user_key), eq(userAccounts.account_key, c.teamAccount)),
      );
    c.annTeamMembership = membership!.key;
  });

  const inTeam = (s: Session) => ({
    headers: {
      [HEADERS.userAccountKey]: s === c.carol ? c.carolMembership : c.annTeamMembership,
    },
  });
  const save = (
    s: Session,
    key: string,
    data: unknown[],
    extra: object = s === c.carol ? inTeam(s) : {},
  ) =>
    call(t.app, 'POST', `/app/documents/${key}/add_update_data_field`, {
      session: s,
      body: { data },
      ...extra,
    });
  const fieldsOf = async (s: Session, key: string, query = '', extra: object = {}) =>
    (
      await call(t.app, 'GET', `/app/documents/${key}/get_data_fields${query}`, {
        session: s,
        ...extra,
      })
    ).data.data_fields as DataField[];
  const row = async (uuid: string) =>
    (await t.ctx.db.select().from(dataFields).where(eq(dataFields.uuid, uuid)))[0];

  /** Ann's pack: children of 2 and 1 pages (A4, the second page turned 90°), one signer. */
  const newPack = async (
    over: Partial<Parameters<typeof seedPack>[1]> = {},
  ): Promise<SeededPack> => {
    const children = over.children ?? [{ pages: 2 }, { pages: 1 }];
    const pack = await seedPack(t.ctx, {
      createdBy: c.ann.user_key,
      accountKey: c.annAccount,
      signatories: [{ name: 'Sam Signer', email: 'sam@example.com' }],
      ...over,
      children,
    });
    for (const [i, key] of pack.childKeys.entries()) {
      const metadata = [A4, { ...A4, rotation: 90 as const }].slice(0, children[i]!.pages ?? 1);
      await t.ctx.db
        .update(documents)
        .set({ image_blob_metadata: metadata })
        .where(eq(documents.key, key));
    }
    return pack;
  };

  return { t, c, inTeam, save, fieldsOf, row, newPack };
};
