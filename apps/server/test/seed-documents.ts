import { eq, sql } from 'drizzle-orm';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import {
  documentSearchText,
  type DocumentFlag,
  type DocumentStatus,
  type DocumentType,
  type PermissionOverrides,
  type SignatoryStatus,
} from '@quire/domain';
import type { AppContext } from '../src/app-context.ts';
import { dataFields, documents, signatories, userAccounts } from '../src/db/schema.ts';
import { newKey } from '../src/lib/ids.ts';
import { insertBlob } from '../src/modules/storage/blob-repository.ts';
import { call, signUpVerifiedUser, type Session, type TestApp } from './test-app.ts';

export type SeedField = {
  type?: string;
  custom_id?: string | null;
  data?: string | null;
  page_index?: number;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  /** Index into the pack's signatories. */
  signatory?: number;
};

export type SeedChild = { name?: string; pages?: number; fields?: SeedField[] };

export type SeedSignatory = {
  name: string;
  email?: string | null;
  user_key?: string | null;
  status?: SignatoryStatus;
};

export type SeedPack = {
  createdBy: string;
  accountKey: string | null;
  name?: string;
  documentType?: DocumentType;
  status?: DocumentStatus;
  isDeleted?: boolean;
  visibleToOrganisation?: boolean;
  viewers?: string[];
  flags?: Partial<Record<DocumentFlag, boolean>>;
  children?: SeedChild[];
  signatories?: SeedSignatory[];
  /** Seconds before now; spreads packs over time for ordering tests. */
  updatedSecondsAgo?: number;
};

export type SeededPack = { key: string; childKeys: string[]; signatoryUuids: string[] };

/**
 * Inserts a pack with children as an upload and conversion would leave them: each child with a
 * real PDF (made by pdf-lib) in the blob store and its blob row, converted, in the given status.
 * Independent of the upload routes so the documents module can be tested on its own.
 */
export const seedPack = async (ctx: AppContext, input: SeedPack): Promise<SeededPack> => {
  const key = newKey();
  const name = input.name ?? 'Seeded pack';
  const children = (input.children ?? [{}]).map((c, i) => ({
    ...c,
    key: newKey(),
    name: c.name ?? `${name} part ${i + 1}.pdf`,
    pages: c.pages ?? 1,
  }));
  const people = (input.signatories ?? []).map((s) => ({ ...s, uuid: newKey() }));
  const status = input.status ?? 'setup';
  const at = sql`now() - make_interval(secs => ${input.updatedSecondsAgo ?? 0})`;
  const common = {
    document_type: input.documentType ?? 'document',
    status,
    account_key: input.accountKey,
    created_by: input.createdBy,
  } as const;

  const pdfKeys: string[] = [];
  for (const child of children) {
    const bytes = Buffer.from(await makeSamplePdf({ title: child.name, pages: child.pages }));
    const blobKey = newKey();
    const objectKey = `documents/${child.key}/${blobKey}.pdf`;
    await ctx.blobStore.put(objectKey, bytes, 'application/pdf');
    pdfKeys.push(blobKey);
    await insertBlob(ctx.db, {
      key: blobKey,
      storage: ctx.blobStore.kind,
      object_key: objectKey,
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      filename: child.name,
      purpose: 'document_pdf',
      document_key: child.key,
      account_key: input.accountKey,
      created_by: input.createdBy,
    });
  }

  await ctx.db.transaction(async (tx) => {
    await tx.insert(documents).values({
      ...common,
      key,
      document_name: name,
      is_deleted: input.isDeleted ?? false,
      date_deleted: input.isDeleted ? new Date() : null,
      visible_to_organisation: input.visibleToOrganisation ?? true,
      viewers: input.viewers ?? [],
      flags: input.flags ?? {},
      search_text: documentSearchText({
        name,
        childNames: children.map((c) => c.name),
        signatories: people.map((p) => ({ name: p.name, email: p.email ?? null })),
      }),
      date_updated: at,
    });
    for (const [position, child] of children.entries()) {
      await tx.insert(documents).values({
        ...common,
        key: child.key,
        document_pack_key: key,
        position,
        document_name: child.name,
        pdf_file_key: pdfKeys[position]!,
        page_count: child.pages,
        conversion_state: 'done',
        upload_progress: 100,
        date_updated: at,
      });
      for (const f of child.fields ?? []) {
        await tx.insert(dataFields).values({
          uuid: newKey(),
          document_key: child.key,
          type: f.type ?? 'text',
          page_index: f.page_index ?? 0,
          x: f.x ?? 72,
          y: f.y ?? 120,
          width: f.width ?? 160,
          height: f.height ?? 24,
          data: f.data ?? null,
          custom_id: f.custom_id ?? null,
          signatory_uuid: f.signatory === undefined ? null : people[f.signatory]!.uuid,
        });
      }
    }
    for (const [position, p] of people.entries()) {
      await tx.insert(signatories).values({
        uuid: p.uuid,
        document_key: key,
        role: `signer-${position + 1}`,
        name: p.name,
        email: p.email ?? null,
        user_key: p.user_key ?? null,
        status: p.status ?? (status === 'awaiting_signatures' ? 'awaiting_signatures' : 'setup'),
        position,
      });
    }
  });
  return { key, childKeys: children.map((c) => c.key), signatoryUuids: people.map((p) => p.uuid) };
};

/** The workspace (account) a session has selected. */
export const accountKeyOf = async (ctx: AppContext, session: Session): Promise<string> => {
  const [row] = await ctx.db
    .select({ account_key: userAccounts.account_key })
    .from(userAccounts)
    .where(eq(userAccounts.key, session.user_account_key));
  return row!.account_key;
};

/** Stores permission overrides on a membership (as an operator would). */
export const setPermissions = async (
  ctx: AppContext,
  userAccountKey: string,
  overrides: PermissionOverrides,
): Promise<void> => {
  await ctx.db
    .update(userAccounts)
    .set({ permissions: overrides })
    .where(eq(userAccounts.key, userAccountKey));
};

/** Adds a user to a workspace directly (the add-user route belongs to another issue). */
export const addMember = async (
  ctx: AppContext,
  userKey: string,
  accountKey: string,
  isAdmin = false,
): Promise<string> => {
  const key = newKey();
  await ctx.db
    .insert(userAccounts)
    .values({ key, user_key: userKey, account_key: accountKey, is_admin: isAdmin });
  return key;
};

/**
 * The people most document tests need: Ann and Bob in their personal workspaces, and Carol a
 * (non-admin) member of a team workspace Ann created.
 */
export const seedCast = async (t: TestApp, teamName: string) => {
  const ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
  const bob = await signUpVerifiedUser(t, { full_name: 'Bob Baker' });
  const carol = await signUpVerifiedUser(t, { full_name: 'Carol Cooper' });
  const created = await call(t.app, 'POST', '/app/accounts', {
    session: ann,
    body: { data: { name: teamName } },
  });
  const teamAccount = (created.data.data as { account: { key: string } }).account.key;
  return {
    ann,
    bob,
    carol,
    annAccount: await accountKeyOf(t.ctx, ann),
    bobAccount: await accountKeyOf(t.ctx, bob),
    teamAccount,
    carolMembership: await addMember(t.ctx, carol.user_key, teamAccount),
  };
};
