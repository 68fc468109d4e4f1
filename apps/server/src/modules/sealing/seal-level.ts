import { createHash } from 'node:crypto';
import { padesShortfallReason, type PadesLevel } from '@quire/domain';
import { extendSeal, type SealSigner } from '@quire/pdf/seal';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';

export type LeveledFinal = {
  pdf: Uint8Array;
  sha256: string;
  /** The PAdES level the final reached; null when it carries no signature. */
  level: PadesLevel | null;
  /** Why it stopped below PADES_LEVEL, as the audit record says it; null when it did not. */
  shortfall: string | null;
};

/**
 * Takes a just-sealed final to PADES_LEVEL (B-LT: the DSS; B-LTA: then a document time-stamp),
 * fetching OCSP responses and CRLs with time limits and retries. Never throws for a responder or
 * authority that fails: the final is kept at the level it reached and the reason returned, so
 * the job still records it (a retried job would meet the same outage and lose nothing by it).
 */
export const takeToPadesLevel = async (
  ctx: AppContext,
  sealed: { pdf: Uint8Array; sha256_final: string },
  signer: SealSigner | undefined,
): Promise<LeveledFinal> => {
  if (!signer)
    return { pdf: sealed.pdf, sha256: sealed.sha256_final, level: null, shortfall: null };
  const wanted = ctx.config.padesLevel;
  const extended = await extendSeal(sealed.pdf, {
    level: wanted,
    tsaUrl: ctx.config.tsaUrl,
  });
  return {
    pdf: extended.pdf,
    sha256:
      extended.pdf === sealed.pdf
        ? sealed.sha256_final
        : createHash('sha256').update(extended.pdf).digest('hex'),
    level: extended.level,
    shortfall: extended.shortfall
      ? padesShortfallReason(wanted, extended.level, extended.shortfall)
      : null,
  };
};

/** The audit record saying a final was kept below PADES_LEVEL, and why. */
export const recordShortfall = async (
  ctx: AppContext,
  tx: Db,
  final: LeveledFinal,
  keys: { document_key: string; child_document_key?: string },
): Promise<void> => {
  if (!final.shortfall) return;
  await appendAuditRecord(tx, {
    ...keys,
    event: 'seal_level_reduced',
    actor: {},
    details: {
      pades_level_wanted: ctx.config.padesLevel,
      pades_level: final.level,
      reason: final.shortfall,
      sha256_final: final.sha256,
    },
  });
};
