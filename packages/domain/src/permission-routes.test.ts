import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_PATHS } from './permission-path.ts';
import {
  PERMISSION_FLAGS_WITHOUT_ROUTE,
  PERMISSION_ROUTES,
  permissionRouteId,
} from './permission-routes.ts';
import {
  DOCUMENT_SETTING_PERMISSIONS,
  flagsForChannelChange,
  flagsForSettingChanges,
} from './setting-permissions.ts';

describe('the permission table', () => {
  it('places every one of the 52 flags either on a route or in the list of flags without one', () => {
    expect(ALL_PERMISSION_PATHS).toHaveLength(52);
    const routed = new Set(PERMISSION_ROUTES.map((e) => e.flag));
    const without = new Set(Object.keys(PERMISSION_FLAGS_WITHOUT_ROUTE));
    for (const path of ALL_PERMISSION_PATHS) {
      expect(Number(routed.has(path)) + Number(without.has(path)), path).toBe(1);
    }
    const known = new Set<string>(ALL_PERMISSION_PATHS);
    for (const path of [...routed, ...without]) expect(known.has(path), path).toBe(true);
  });

  it('names each entry once, and every reason and condition in words', () => {
    const ids = PERMISSION_ROUTES.map(permissionRouteId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of PERMISSION_ROUTES) {
      // Under /app or the public API, or one of the few §7 puts at the root (the profile's
      // image routes).
      expect(e.route, permissionRouteId(e)).toMatch(
        /^\/(app\/|api\/v1\/|base64_to_image_blob\/$|text_to_image_blob$|crop_image\/)/,
      );
      expect(e.when.length).toBeGreaterThan(3);
      expect(e.message.length).toBeGreaterThan(10);
    }
    for (const reason of Object.values(PERMISSION_FLAGS_WITHOUT_ROUTE))
      expect(reason!.length).toBeGreaterThan(20);
  });

  it('has a table entry for every governed update_document setting', () => {
    const updateDocument = PERMISSION_ROUTES.filter((e) =>
      e.route.endsWith('/update_document'),
    ).map((e) => ({ flag: e.flag, when: e.when }));
    for (const [settingName, flag] of Object.entries(DOCUMENT_SETTING_PERMISSIONS)) {
      const entry = updateDocument.find((e) => e.flag === flag && e.when.includes(settingName));
      expect(entry, settingName).toBeDefined();
    }
  });
});

describe('flags a settings change needs', () => {
  it('asks only for settings whose value changes', () => {
    const current = { can_be_annotated: false, use_two_factor_authentication: true };
    expect(
      flagsForSettingChanges(current, {
        can_be_annotated: true,
        use_two_factor_authentication: true,
        document_name: 'x',
      }),
    ).toEqual(['document_permissions.can_configure_note_permissions']);
    expect(flagsForSettingChanges(current, { use_two_factor_authentication: undefined })).toEqual(
      [],
    );
  });

  it('treats a missing column and null alike, and names a flag once', () => {
    expect(flagsForSettingChanges({}, { post_signing_url: null })).toEqual([]);
    expect(
      flagsForSettingChanges(
        { post_signing_url: null },
        { post_signing_url: 'https://example.com', obfuscate_contact_info: true },
      ),
    ).toEqual(['user_profile_permissions.can_view_advanced_settings']);
  });
});

describe('flags a change of channel needs', () => {
  it('asks for WhatsApp always, and for channel choice unless the pack allows it', () => {
    expect(flagsForChannelChange('email', 'email', false)).toEqual([]);
    expect(flagsForChannelChange(undefined, 'email', false)).toEqual([]);
    expect(flagsForChannelChange('sms', 'sms', false)).toEqual([]);
    expect(flagsForChannelChange('email', 'sms', false)).toEqual([
      'document_permissions.can_configure_communication_channel',
    ]);
    expect(flagsForChannelChange('email', 'sms', true)).toEqual([]);
    expect(flagsForChannelChange('sms', 'whatsapp', true)).toEqual([
      'document_permissions.can_use_whatsapp',
    ]);
    expect(flagsForChannelChange(undefined, 'whatsapp', false)).toEqual([
      'document_permissions.can_configure_communication_channel',
      'document_permissions.can_use_whatsapp',
    ]);
  });
});
