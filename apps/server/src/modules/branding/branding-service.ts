import {
  BRANDING_MESSAGES,
  DEFAULT_THEME_NAME,
  MESSAGES,
  type BrandingTheme,
  type Permissions,
  type SaveBrandingTheme,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { findMembershipOfAccount } from '../accounts/account-repository.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { isWorkspaceBrandingImage } from './branding-image-service.ts';
import {
  clearDefaultTheme,
  findLiveTheme,
  insertTheme,
  listLiveThemes,
  lockAccountThemes,
  updateTheme,
  type ThemeChanges,
} from './branding-repository.ts';
import { brandingThemeView } from './branding-theme-view.ts';

/** The key in POST /app/accounts/{account_key}/branding/{key} that creates a theme. */
export const NEW_THEME_KEY = 'new';

/** Members only: anyone else is told the workspace does not exist, whatever key they send. */
const memberPermissions = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
): Promise<Permissions> => {
  const found = await findMembershipOfAccount(ctx.db, auth.user.key, accountKey);
  if (!found) throw notFound(MESSAGES.workspaceNotFound);
  return found.membership.permissions;
};

export const listThemes = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
): Promise<BrandingTheme[]> => {
  await memberPermissions(ctx, auth, accountKey);
  return (await listLiveThemes(ctx.db, accountKey)).map(brandingThemeView);
};

export const getTheme = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  themeKey: string,
): Promise<BrandingTheme> => {
  await memberPermissions(ctx, auth, accountKey);
  const theme = await findLiveTheme(ctx.db, accountKey, themeKey);
  if (!theme) throw notFound(BRANDING_MESSAGES.themeNotFound);
  return brandingThemeView(theme);
};

/** The columns a save changes; an image key must be an image this workspace uploaded. */
const changesOf = async (
  ctx: AppContext,
  accountKey: string,
  data: SaveBrandingTheme,
): Promise<ThemeChanges> => {
  const changes: ThemeChanges = {};
  if (data.name !== undefined) changes.name = data.name;
  if (data.email_button_colour !== undefined)
    changes.email_button_colour = data.email_button_colour;
  if (data.email_button_text_colour !== undefined)
    changes.email_button_text_colour = data.email_button_text_colour;
  if (data.email_background_colour !== undefined)
    changes.email_background_colour = data.email_background_colour;
  if (data.email_text_colour !== undefined) changes.email_text_colour = data.email_text_colour;
  const images = [
    ['email_heading_image_file_key', data.email_heading_image_file_key],
    ['page_heading_image_file_key', data.page_heading_image_blob],
  ] as const;
  for (const [column, fileKey] of images) {
    if (fileKey === undefined) continue;
    if (fileKey !== null && !(await isWorkspaceBrandingImage(ctx, accountKey, fileKey)))
      throw badRequest(BRANDING_MESSAGES.imageNotFound);
    changes[column] = fileKey;
  }
  return changes;
};

/**
 * POST /app/accounts/{account_key}/branding/{theme_key | 'new'}: creates, changes or deletes a
 * theme in one transaction. can_update_branding governs all of it; making a theme the default or
 * no longer the default (deleting the default included) also needs can_set_default_theme. A new
 * default replaces the old one; deleting the default leaves the workspace with none.
 */
export const saveTheme = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  themeKey: string,
  data: SaveBrandingTheme,
): Promise<BrandingTheme> => {
  const permissions = await memberPermissions(ctx, auth, accountKey);
  const isNew = themeKey === NEW_THEME_KEY;
  if (!isNew && !(await findLiveTheme(ctx.db, accountKey, themeKey)))
    throw notFound(BRANDING_MESSAGES.themeNotFound);
  requirePermission(permissions, 'can_update_branding');
  const changes = await changesOf(ctx, accountKey, data);

  const saved = await ctx.db.transaction(async (tx) => {
    // Read again under the workspace's lock: the default may have moved since.
    await lockAccountThemes(tx, accountKey);
    const existing = isNew ? undefined : await findLiveTheme(tx, accountKey, themeKey);
    if (!isNew && !existing) throw notFound(BRANDING_MESSAGES.themeNotFound);
    const wasDefault = existing?.default_theme ?? false;
    const deleting = data.delete === true && !isNew;
    const willBeDefault = deleting ? false : (data.default_theme ?? wasDefault);
    if (willBeDefault !== wasDefault)
      requirePermission(permissions, 'user_profile_permissions.can_set_default_theme');
    if (willBeDefault && !wasDefault) await clearDefaultTheme(tx, accountKey);
    if (!existing)
      return insertTheme(tx, {
        key: newKey(),
        account_key: accountKey,
        name: DEFAULT_THEME_NAME,
        created_by: auth.user.key,
        ...changes,
        default_theme: willBeDefault,
      });
    return updateTheme(tx, existing.key, {
      ...changes,
      default_theme: willBeDefault,
      ...(deleting ? { is_deleted: true } : {}),
    });
  });
  return brandingThemeView(saved);
};
