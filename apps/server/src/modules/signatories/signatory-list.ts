import type {
  CopyRecipient,
  SignatoryListEntry,
  SignatorySummary,
  SignerGroup,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { toCopyRecipient, toSignatorySummaries, toSignerGroup } from '../documents/document-dto.ts';
import {
  findCopyRecipientRows,
  findSignatoryRows,
  findSignerGroupRows,
  type SignatoryRow,
} from '../documents/document-repository.ts';

export type SignatoryList = {
  signatories: SignatoryListEntry[];
  signer_groups: SignerGroup[];
  copy_recipients: CopyRecipient[];
};

/** Signers and groups on one list by their shared position; a group before a signer on a tie. */
export const toListEntries = (
  signers: readonly SignatorySummary[],
  groups: readonly SignerGroup[],
): SignatoryListEntry[] =>
  [
    ...groups.map((g) => ({ ...g, is_signer_group: true as const })),
    ...signers.map((s) => ({ ...s, is_signer_group: false as const })),
  ].sort(
    (a, b) => a.position - b.position || Number(b.is_signer_group) - Number(a.is_signer_group),
  );

export const loadSignatoryList = async (db: Db, packKey: string): Promise<SignatoryList> => {
  const [people, groups, copies] = await Promise.all([
    findSignatoryRows(db, [packKey]),
    findSignerGroupRows(db, packKey),
    findCopyRecipientRows(db, packKey),
  ]);
  const signerGroups = groups.map(toSignerGroup);
  return {
    signatories: toListEntries(toSignatorySummaries(people), signerGroups),
    signer_groups: signerGroups,
    copy_recipients: copies.map(toCopyRecipient),
  };
};

/** A signer's place among the pack's live signers, which picks its colour; -1 when removed. */
export const signerIndex = async (db: Db, row: SignatoryRow): Promise<number> =>
  row.removed
    ? -1
    : (await findSignatoryRows(db, [row.document_key])).findIndex((r) => r.uuid === row.uuid);

/** GET /app/documents/{key}/get_signatories: anyone who can see the document. */
export const getSignatories = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<SignatoryList> => {
  const { pack } = await loadVisibleDocument(ctx.db, auth, key);
  return loadSignatoryList(ctx.db, pack.key);
};
