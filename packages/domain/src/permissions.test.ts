import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMISSIONS,
  DOCUMENT_PERMISSION_FLAGS,
  SPEC_DEFAULT_TRUE,
  TEAM_PERMISSION_FLAGS,
  USER_PROFILE_PERMISSION_FLAGS,
  effectivePermissions,
  permissionOverridesSchema,
} from './permissions.ts';

const flagValue = (flag: string) => {
  const p = DEFAULT_PERMISSIONS as unknown as Record<string, boolean>;
  if (flag in p) return p[flag];
  return (DEFAULT_PERMISSIONS.document_permissions as Record<string, boolean>)[flag];
};

describe('permission defaults (spec §6)', () => {
  it('turns on every flag §6 names as default true', () => {
    for (const flag of SPEC_DEFAULT_TRUE) expect(flagValue(flag), flag).toBe(true);
  });

  it('declares each flag once across the three groups', () => {
    const all = [
      ...DOCUMENT_PERMISSION_FLAGS,
      ...USER_PROFILE_PERMISSION_FLAGS,
      ...TEAM_PERMISSION_FLAGS,
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it('leaves the features that need a third party or a product decision off', () => {
    const d = DEFAULT_PERMISSIONS.document_permissions;
    expect(d.can_use_whatsapp).toBe(false);
    expect(d.can_use_embedded_forms).toBe(false);
    expect(d.can_view_api_details).toBe(false);
    expect(d.can_configure_mapping).toBe(false);
  });

  it('lets a user use every team-level and profile feature by default', () => {
    expect(Object.values(DEFAULT_PERMISSIONS.user_profile_permissions).every(Boolean)).toBe(true);
    expect(TEAM_PERMISSION_FLAGS.every((f) => DEFAULT_PERMISSIONS[f])).toBe(true);
  });
});

describe('effectivePermissions', () => {
  it('puts stored overrides over the defaults, group by group', () => {
    const p = effectivePermissions({
      can_create_teams: false,
      document_permissions: { can_use_whatsapp: true },
      user_profile_permissions: { can_reset_password: false },
    });
    expect(p.can_create_teams).toBe(false);
    expect(p.can_view_teams).toBe(true);
    expect(p.document_permissions.can_use_whatsapp).toBe(true);
    expect(p.document_permissions.can_request_signatures).toBe(true);
    expect(p.user_profile_permissions.can_reset_password).toBe(false);
    expect(p.user_profile_permissions.can_update_details).toBe(true);
  });

  it('answers the defaults for no overrides, without sharing them', () => {
    const p = effectivePermissions(null);
    expect(p).toEqual(DEFAULT_PERMISSIONS);
    p.document_permissions.can_use_otp = false;
    expect(DEFAULT_PERMISSIONS.document_permissions.can_use_otp).toBe(true);
  });

  it('accepts only known flags with boolean values as overrides', () => {
    expect(permissionOverridesSchema.safeParse({ can_create_teams: 'yes' }).success).toBe(false);
    expect(
      permissionOverridesSchema.safeParse({ document_permissions: { can_use_otp: false } }).success,
    ).toBe(true);
  });
});
