import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, documents, formLinks } from '../../db/schema.ts';
import { newSecret } from '../../lib/ids.ts';

export type FormLinkRow = typeof formLinks.$inferSelect;

/** A form link's key is its only secret: long and random, so links cannot be guessed. */
const newFormLinkKey = (): string => newSecret();

export const findFormLink = async (db: Db, key: string): Promise<FormLinkRow | undefined> =>
  (await db.select().from(formLinks).where(eq(formLinks.key, key)).limit(1))[0];

export const findTemplateFormLink = async (
  db: Db,
  templateKey: string,
): Promise<FormLinkRow | undefined> =>
  (await db.select().from(formLinks).where(eq(formLinks.template_key, templateKey)).limit(1))[0];

/** Turns the template's link on or off, making it on first use; one link per template. */
export const setTemplateFormLink = async (
  tx: Db,
  template: { key: string; account_key: string },
  enabled: boolean,
): Promise<FormLinkRow> => {
  const [row] = await tx
    .insert(formLinks)
    .values({
      key: newFormLinkKey(),
      account_key: template.account_key,
      template_key: template.key,
      enabled,
    })
    .onConflictDoUpdate({ target: formLinks.template_key, set: { enabled } })
    .returning();
  return row!;
};

/** A new key for the template's link: whoever holds the old one holds nothing. */
export const replaceFormLinkKey = async (tx: Db, templateKey: string): Promise<FormLinkRow> => {
  const [row] = await tx
    .update(formLinks)
    .set({ key: newFormLinkKey(), uses: 0, date_created: new Date() })
    .where(eq(formLinks.template_key, templateKey))
    .returning();
  return row!;
};

export const countFormLinkUse = async (tx: Db, key: string): Promise<void> => {
  await tx
    .update(formLinks)
    .set({ uses: sql`${formLinks.uses} + 1` })
    .where(eq(formLinks.key, key));
};

/** The pack setting the link's switch shares with the settings panel (§3 can_be_used_as_form). */
export const setCanBeUsedAsForm = async (tx: Db, templateKey: string, on: boolean) => {
  await tx
    .update(documents)
    .set({
      flags: sql`${documents.flags} || jsonb_build_object('can_be_used_as_form', ${on}::boolean)`,
      date_updated: new Date(),
    })
    .where(eq(documents.key, templateKey));
};

export const accountName = async (db: Db, accountKey: string | null): Promise<string> => {
  if (!accountKey) return '';
  const [row] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.key, accountKey))
    .limit(1);
  return row?.name ?? '';
};
