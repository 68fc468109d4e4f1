import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { brandingThemes, documents } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { insertBlob } from '../storage/blob-repository.ts';

/** A 1×1 PNG: enough for a stored branding image (what the theme editor would have uploaded). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores an uploaded branding image as the upload route would: the bytes, then its blob row. */
export const seedThemeImage = async (ctx: AppContext, accountKey: string): Promise<string> => {
  const key = newKey();
  const objectKey = `branding/${key}.png`;
  await ctx.blobStore.put(objectKey, PNG, 'image/png');
  await insertBlob(ctx.db, {
    key,
    storage: ctx.blobStore.kind,
    object_key: objectKey,
    content_type: 'image/png',
    size_bytes: PNG.length,
    purpose: 'branding_image',
    account_key: accountKey,
  });
  return key;
};

export type SeededTheme = {
  key: string;
  name: string;
  button: string;
  buttonText: string;
  emailImage: string;
  pageImage: string;
};

/**
 * A theme row of a workspace with both heading images, inserted directly (the theme routes are
 * another part's); `button` must be unique per test so a mail shows which theme dressed it.
 */
export const seedTheme = async (
  ctx: AppContext,
  accountKey: string,
  o: { name: string; button: string; buttonText?: string; isDefault?: boolean },
): Promise<SeededTheme> => {
  const theme = {
    key: newKey(),
    name: o.name,
    button: o.button,
    buttonText: o.buttonText ?? '#fffaf0',
    emailImage: await seedThemeImage(ctx, accountKey),
    pageImage: await seedThemeImage(ctx, accountKey),
  };
  await ctx.db.insert(brandingThemes).values({
    key: theme.key,
    account_key: accountKey,
    name: o.name,
    default_theme: o.isDefault ?? false,
    email_button_colour: o.button,
    email_button_text_colour: theme.buttonText,
    email_background_colour: '#eef2f7',
    email_text_colour: '#102a43',
    email_heading_image_file_key: theme.emailImage,
    page_heading_image_file_key: theme.pageImage,
  });
  return theme;
};

export const deleteTheme = (ctx: AppContext, key: string) =>
  ctx.db.update(brandingThemes).set({ is_deleted: true }).where(eq(brandingThemes.key, key));

/** Names the pack's theme directly (update_document works in setup only). */
export const setPackTheme = (ctx: AppContext, packKey: string, brandingKey: string | null) =>
  ctx.db.update(documents).set({ branding_key: brandingKey }).where(eq(documents.key, packKey));

/** A mail's HTML as it went over the wire, quoted-printable undone. */
export const decodedMail = (raw: string): string =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
