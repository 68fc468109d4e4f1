import { hasPermission, type PermissionPath, type Permissions } from '@quire/domain';

/** The flags the operator has changed and not saved: each path to its new value. */
export type PermissionDraft = Partial<Record<PermissionPath, boolean>>;

/** With several addresses a flag is left alone, or set on or off for every membership. */
export type BulkChoice = 'leave' | 'on' | 'off';

export const draftCount = (draft: PermissionDraft): number => Object.keys(draft).length;

/** One membership: a toggle back to the value in force is no change at all. */
export const toggleFlag = (
  draft: PermissionDraft,
  inForce: Permissions,
  path: PermissionPath,
  value: boolean,
): PermissionDraft => {
  const { [path]: _dropped, ...rest } = draft;
  return hasPermission(inForce, path) === value ? rest : { ...rest, [path]: value };
};

export const shownValue = (
  draft: PermissionDraft,
  inForce: Permissions,
  path: PermissionPath,
): boolean => draft[path] ?? hasPermission(inForce, path);

export const bulkChoiceOf = (draft: PermissionDraft, path: PermissionPath): BulkChoice => {
  const value = draft[path];
  if (value === undefined) return 'leave';
  return value ? 'on' : 'off';
};

export const chooseBulk = (
  draft: PermissionDraft,
  path: PermissionPath,
  choice: BulkChoice,
): PermissionDraft => {
  const { [path]: _dropped, ...rest } = draft;
  return choice === 'leave' ? rest : { ...rest, [path]: choice === 'on' };
};
