import {
  DOCUMENT_PERMISSION_FLAGS,
  TEAM_PERMISSION_FLAGS,
  USER_PROFILE_PERMISSION_FLAGS,
  type DocumentPermissionFlag,
  type PermissionOverrides,
  type Permissions,
  type UserProfilePermissionFlag,
} from './permissions.ts';

/**
 * One name for each of the 52 flags wherever it is stored or shown: team-level flags by name,
 * the nested ones with their group ('document_permissions.can_use_otp').
 */
export type PermissionPath =
  | (typeof TEAM_PERMISSION_FLAGS)[number]
  | `document_permissions.${DocumentPermissionFlag}`
  | `user_profile_permissions.${UserProfilePermissionFlag}`;

export const ALL_PERMISSION_PATHS: readonly PermissionPath[] = [
  ...TEAM_PERMISSION_FLAGS,
  ...DOCUMENT_PERMISSION_FLAGS.map((f) => `document_permissions.${f}` as const),
  ...USER_PROFILE_PERMISSION_FLAGS.map((f) => `user_profile_permissions.${f}` as const),
];

const split = (path: PermissionPath): [group: string | null, flag: string] => {
  const dot = path.indexOf('.');
  return dot < 0 ? [null, path] : [path.slice(0, dot), path.slice(dot + 1)];
};

/** Whether the permissions in force allow the flag the path names. */
export const hasPermission = (permissions: Permissions, path: PermissionPath): boolean => {
  const [group, flag] = split(path);
  if (group === null) return (permissions as unknown as Record<string, boolean>)[flag] === true;
  return (
    (permissions as unknown as Record<string, Record<string, boolean>>)[group]?.[flag] === true
  );
};

/** Stored overrides with one flag set: what saving a single toggle writes. */
export const withOverride = (
  overrides: PermissionOverrides,
  path: PermissionPath,
  value: boolean,
): PermissionOverrides => {
  const [group, flag] = split(path);
  if (group === null) return { ...overrides, [flag]: value };
  const nested = (overrides as Record<string, Record<string, boolean> | undefined>)[group] ?? {};
  return { ...overrides, [group]: { ...nested, [flag]: value } };
};
