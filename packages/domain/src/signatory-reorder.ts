/**
 * §4 Signatory reordering. The signers panel is one ordered list of signers and signer groups;
 * a group's members show under it. Dropping a signer:
 * - onto a group's middle 30–70 % band puts it in that group (last in it);
 * - anywhere else ungroups it and puts it before or after what it was dropped on;
 * - above or below the list puts it first or last.
 * A dragged group moves with its members and is never put inside another group.
 */

/** One row of the panel, in its current order. */
export type ReorderListEntry = {
  uuid: string;
  is_signer_group?: boolean;
  /** Groups have none; get_signatories' entries can be passed as they are. */
  signer_group_uuid?: string | null;
};

export type SignatoryDrop =
  /** `ratio`: where the pointer was within the target row, 0 at its top edge and 1 at its bottom. */
  | { kind: 'onto'; target_uuid: string; ratio: number }
  | { kind: 'above_list' }
  | { kind: 'below_list' };

export type ReorderedEntry = { uuid: string; position: number; signer_group_uuid: string | null };

export const GROUP_BAND_START = 0.3;
export const GROUP_BAND_END = 0.7;

export const isInGroupBand = (ratio: number): boolean =>
  ratio >= GROUP_BAND_START && ratio <= GROUP_BAND_END;

/** A top-level block: a lone signer, or a group followed by its members. */
type Block = { head: ReorderListEntry; members: ReorderListEntry[] };

const toBlocks = (list: readonly ReorderListEntry[]): Block[] => {
  const groupUuids = new Set(list.filter((e) => e.is_signer_group).map((e) => e.uuid));
  const blocks: Block[] = [];
  const groupBlocks = new Map<string, Block>();
  for (const entry of list) {
    if (!entry.is_signer_group) continue;
    const block = { head: { ...entry, signer_group_uuid: null }, members: [] };
    groupBlocks.set(entry.uuid, block);
  }
  for (const entry of list) {
    if (entry.is_signer_group) {
      blocks.push(groupBlocks.get(entry.uuid)!);
    } else if (entry.signer_group_uuid && groupUuids.has(entry.signer_group_uuid)) {
      groupBlocks.get(entry.signer_group_uuid)!.members.push(entry);
    } else {
      blocks.push({ head: { ...entry, signer_group_uuid: null }, members: [] });
    }
  }
  return blocks;
};

const flatten = (blocks: readonly Block[]): ReorderedEntry[] =>
  blocks
    .flatMap((b) => [b.head, ...b.members])
    .map((e, position) => ({
      uuid: e.uuid,
      position,
      signer_group_uuid: e.signer_group_uuid ?? null,
    }));

/** Takes the dragged row out; answers the rows that move with it (a group brings its members). */
const takeOut = (blocks: Block[], uuid: string): Block | null => {
  for (const [i, block] of blocks.entries()) {
    if (block.head.uuid === uuid) {
      blocks.splice(i, 1);
      return block;
    }
    const m = block.members.findIndex((e) => e.uuid === uuid);
    if (m >= 0) {
      const [entry] = block.members.splice(m, 1);
      return { head: { ...entry!, signer_group_uuid: null }, members: [] };
    }
  }
  return null;
};

/**
 * Answers the whole list's new order as [{uuid, position, signer_group_uuid}] (groups included,
 * positions 0…n-1), or null when the dragged row or the target is not on the list or a row is
 * dropped onto itself.
 */
export const dropSignatory = (
  list: readonly ReorderListEntry[],
  draggedUuid: string,
  drop: SignatoryDrop,
): ReorderedEntry[] | null => {
  if (drop.kind === 'onto' && drop.target_uuid === draggedUuid) return null;
  const blocks = toBlocks(list);
  const moving = takeOut(blocks, draggedUuid);
  if (moving === null) return null;
  const isGroup = moving.head.is_signer_group === true;

  if (drop.kind === 'above_list') return flatten([moving, ...blocks]);
  if (drop.kind === 'below_list') return flatten([...blocks, moving]);

  const targetBlock = blocks.findIndex(
    (b) => b.head.uuid === drop.target_uuid || b.members.some((e) => e.uuid === drop.target_uuid),
  );
  if (targetBlock < 0) return null;
  const target = blocks[targetBlock]!;
  const onHead = target.head.uuid === drop.target_uuid;

  if (onHead && target.head.is_signer_group && !isGroup && isInGroupBand(drop.ratio)) {
    target.members.push({ ...moving.head, signer_group_uuid: target.head.uuid });
    return flatten(blocks);
  }

  // Ungrouped signers cannot sit between a group's members, so a drop on a member lands
  // before the group only when aimed at the top half of its first member.
  const before = onHead
    ? drop.ratio < 0.5
    : drop.ratio < 0.5 && target.members[0]?.uuid === drop.target_uuid;
  blocks.splice(before ? targetBlock : targetBlock + 1, 0, moving);
  return flatten(blocks);
};
