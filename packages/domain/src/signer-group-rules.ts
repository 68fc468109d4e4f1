import { nextDefaultGroupName } from './signatory-defaults.ts';
import { SIGNATORY_MESSAGES } from './signatory-messages.ts';

/** §5 Groups and signing methods: names unique within a pack (case and outer spaces ignored). */
export type NamedGroup = { uuid: string; name: string };

export const MAX_SIGNER_GROUP_NAME_LENGTH = 100;

const nameKey = (name: string): string => name.trim().toLowerCase();

export const isGroupNameTaken = (
  name: string,
  groups: readonly NamedGroup[],
  exceptUuid?: string,
): boolean => groups.some((g) => g.uuid !== exceptUuid && nameKey(g.name) === nameKey(name));

export type GroupNameResult = { ok: true; name: string } | { ok: false; message: string };

/**
 * Checks a group's new name. An empty name is refused rather than silently replaced, since the
 * editor reverts the input on a refusal (§5: 'the name reverts').
 */
export const validateGroupName = (
  name: string,
  groups: readonly NamedGroup[],
  uuid?: string,
): GroupNameResult => {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, message: SIGNATORY_MESSAGES.signerGroupNameRequired };
  if (trimmed.length > MAX_SIGNER_GROUP_NAME_LENGTH)
    return { ok: false, message: SIGNATORY_MESSAGES.signerGroupNameTooLong };
  if (isGroupNameTaken(trimmed, groups, uuid))
    return { ok: false, message: SIGNATORY_MESSAGES.groupNamesUnique };
  return { ok: true, name: trimmed };
};

/** §9 'Signer group {n}': the next number after the groups there are, skipping names in use. */
export const nextGroupName = (groups: readonly NamedGroup[]): string =>
  nextDefaultGroupName(
    groups.map((g) => g.name),
    groups.length + 1,
  );
