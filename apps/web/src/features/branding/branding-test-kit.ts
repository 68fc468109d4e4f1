import { DEFAULT_PERMISSIONS, type BrandingTheme, type Permissions } from '@quire/domain';
import { aUserAccount } from '../../test/fixtures.ts';

export const ACCOUNT = 'acc-personal';

export const aTheme = (overrides: Partial<BrandingTheme> = {}): BrandingTheme => ({
  key: 'theme-1',
  account_key: ACCOUNT,
  name: 'Acme blue',
  default_theme: false,
  email_button_colour: '#0055aa',
  email_button_text_colour: null,
  email_background_colour: null,
  email_text_colour: null,
  email_heading_image_file_key: null,
  email_heading_image_blob: null,
  email_heading_image_url: null,
  page_heading_image_blob: null,
  page_heading_image_url: null,
  date_created: '2026-11-01T10:00:00.000Z',
  date_updated: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The user's memberships answer, with some flags of their membership turned off. */
export const membershipsWith =
  (
    overrides: {
      team?: Partial<Permissions>;
      profile?: Partial<Permissions['user_profile_permissions']>;
    } = {},
  ) =>
  () => ({
    body: {
      success: true,
      user_accounts: [
        aUserAccount({
          permissions: {
            ...DEFAULT_PERMISSIONS,
            ...overrides.team,
            user_profile_permissions: {
              ...DEFAULT_PERMISSIONS.user_profile_permissions,
              ...overrides.profile,
            },
          },
        }),
      ],
    },
  });
