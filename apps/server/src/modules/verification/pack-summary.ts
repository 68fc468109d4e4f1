import { publicSigner, type PublicPackSummary } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  findEvidenceRecords,
  findSignedSignatories,
  type PackRow,
} from './verification-repository.ts';

/**
 * A pack as the public verify page shows it: its name, when it completed, and who signed, each
 * masked and with how they were identified. Read only from the pack's signers and audit trail.
 */
export const publicPackSummary = async (db: Db, pack: PackRow): Promise<PublicPackSummary> => {
  const [signers, records] = await Promise.all([
    findSignedSignatories(db, pack.key),
    findEvidenceRecords(db, pack.key),
  ]);
  const codeChannels = (uuid: string) =>
    records.flatMap((r) => {
      const channel = r.details.channel;
      return r.event === 'code_verified' &&
        (r.actor_signatory_uuid === uuid || r.details.signatory_uuid === uuid) &&
        typeof channel === 'string'
        ? [channel]
        : [];
    });
  const completed = records.findLast((r) => r.event === 'completed');
  return {
    verification_id: pack.verification_id,
    name: pack.document_name,
    completed_at:
      pack.status === 'complete' ? (completed?.date_created.toISOString() ?? null) : null,
    signers: signers.map((s) => publicSigner({ ...s, code_channels: codeChannels(s.uuid) })),
  };
};
