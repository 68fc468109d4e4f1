import {
  signatoryColour,
  type ReorderListEntry,
  type ReorderedEntry,
  type Signatory,
  type SignatoryInput,
  type SignerGroup,
} from '@quire/domain';
import type { PackDto } from '../../documents/documents-api.ts';

/**
 * The pack's signers as the panel shows them, and the optimistic edits the panel makes to the
 * cached pack while its saves are on their way. Pure: the hook applies them to the query cache.
 */

/** A top-level row of the panel: a lone signer, or a group with its members under it. */
export type SignerBlock =
  | { kind: 'signer'; signatory: Signatory }
  | { kind: 'group'; group: SignerGroup; members: Signatory[] };

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

export const activeSignatories = (pack: PackDto): Signatory[] =>
  (pack.signatories ?? []).filter((s) => !s.removed).sort(byPosition);

export const signerGroupsOf = (pack: PackDto): SignerGroup[] =>
  [...(pack.signer_groups ?? [])].sort(byPosition);

/** Groups and signers in one order (a group before a signer at the same position). */
export const reorderList = (pack: PackDto): ReorderListEntry[] =>
  [
    ...signerGroupsOf(pack).map((g) => ({ ...g, is_signer_group: true, signer_group_uuid: null })),
    ...activeSignatories(pack).map((s) => ({ ...s, is_signer_group: false })),
  ]
    .sort(byPosition)
    .map(({ uuid, is_signer_group, signer_group_uuid }) => ({
      uuid,
      is_signer_group,
      signer_group_uuid,
    }));

export const signerBlocks = (pack: PackDto): SignerBlock[] => {
  const groups = new Map(signerGroupsOf(pack).map((g) => [g.uuid, g]));
  const signers = new Map(activeSignatories(pack).map((s) => [s.uuid, s]));
  const groupBlocks = new Map<string, Extract<SignerBlock, { kind: 'group' }>>(
    [...groups.values()].map((group) => [group.uuid, { kind: 'group', group, members: [] }]),
  );
  // Members join their group wherever their own position puts them; lone signers keep theirs.
  const ordered: SignerBlock[] = [];
  for (const entry of reorderList(pack)) {
    const signatory = signers.get(entry.uuid);
    if (!signatory) {
      const block = groupBlocks.get(entry.uuid);
      if (block) ordered.push(block);
      continue;
    }
    const block = signatory.signer_group_uuid ? groupBlocks.get(signatory.signer_group_uuid) : null;
    if (block) block.members.push(signatory);
    else ordered.push({ kind: 'signer', signatory });
  }
  return ordered;
};

/** §9 colours follow the signers' order (groups not counted). */
const recoloured = (pack: PackDto, signatories: Signatory[]): PackDto => {
  let index = 0;
  const colours = new Map(
    [...signatories]
      .filter((s) => !s.removed)
      .sort(byPosition)
      .map((s) => [s.uuid, signatoryColour(index++)]),
  );
  return {
    ...pack,
    signatories: signatories.map((s) => ({ ...s, colour: colours.get(s.uuid) ?? s.colour })),
  };
};

export const withSignatory = (pack: PackDto, signatory: Signatory): PackDto =>
  recoloured(pack, [
    ...(pack.signatories ?? []).filter((s) => s.uuid !== signatory.uuid),
    signatory,
  ]);

export const withSignatoryPatch = (
  pack: PackDto,
  uuid: string,
  patch: Partial<Omit<SignatoryInput, 'uuid'>>,
): PackDto => ({
  ...pack,
  signatories: (pack.signatories ?? []).map((s) => {
    if (s.uuid !== uuid) return s;
    const { delete_fields: _ignored, ...properties } = patch;
    return { ...s, ...properties } as Signatory;
  }),
});

export const withoutSignatory = (pack: PackDto, uuid: string): PackDto =>
  recoloured(
    pack,
    (pack.signatories ?? []).filter((s) => s.uuid !== uuid),
  );

export const withOrder = (pack: PackDto, order: readonly ReorderedEntry[]): PackDto => {
  const next = new Map(order.map((e) => [e.uuid, e]));
  return recoloured(
    {
      ...pack,
      signer_groups: signerGroupsOf(pack).map((g) => ({
        ...g,
        position: next.get(g.uuid)?.position ?? g.position,
      })),
    },
    (pack.signatories ?? []).map((s) => {
      const entry = next.get(s.uuid);
      return entry
        ? { ...s, position: entry.position, signer_group_uuid: entry.signer_group_uuid }
        : s;
    }),
  );
};

export const withGroup = (pack: PackDto, group: SignerGroup): PackDto => ({
  ...pack,
  signer_groups: [...signerGroupsOf(pack).filter((g) => g.uuid !== group.uuid), group],
});

/** A deleted group's members stay on the list, ungrouped. */
export const withoutGroups = (pack: PackDto, uuids: readonly string[]): PackDto => ({
  ...pack,
  signer_groups: signerGroupsOf(pack).filter((g) => !uuids.includes(g.uuid)),
  signatories: (pack.signatories ?? []).map((s) =>
    s.signer_group_uuid && uuids.includes(s.signer_group_uuid)
      ? { ...s, signer_group_uuid: null }
      : s,
  ),
});

/** The next position at the end of the list (groups and signers share one order). */
export const nextPosition = (pack: PackDto): number =>
  Math.max(
    -1,
    ...activeSignatories(pack).map((s) => s.position),
    ...signerGroupsOf(pack).map((g) => g.position),
  ) + 1;
