import {
  DOCUMENT_FLAG_DEFAULTS,
  wantsMail,
  type DocumentFlag,
  type FinalCopyInput,
  type FinalCopyPerson,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { findPackParties, findUserContact, type PackParties } from './final-copy-repository.ts';

export type PackForFinalCopies = {
  key: string;
  created_by: string;
  flags: Partial<Record<DocumentFlag, boolean>>;
};

export type FinalCopyFacts = { input: FinalCopyInput; parties: PackParties };

/**
 * The facts finalCopyDeliveries decides on, read from the pack: the seal job that sends the
 * copies and /post_sign_logout that announces them both start here, so they cannot disagree.
 */
export const finalCopyFacts = async (
  db: Db,
  pack: PackForFinalCopies,
  defaultDialingCode: string,
): Promise<FinalCopyFacts> => {
  const flags = { ...DOCUMENT_FLAG_DEFAULTS, ...pack.flags };
  const parties = await findPackParties(db, pack.key);
  const creator = await findUserContact(db, pack.created_by);
  const dialing = creator?.dialing_code ?? defaultDialingCode;
  const signatories: FinalCopyPerson[] = parties.signers.map((s) => ({
    kind: 'signatory',
    id: s.uuid,
    name: s.name,
    email: s.email,
    mobile_number: s.mobile_number,
    dialing_code: s.dialing_code,
    primary_communication_channel: s.primary_communication_channel,
    status: s.status,
  }));
  const copies: FinalCopyPerson[] = parties.copies.map((c) => ({
    kind: 'copy_recipient',
    id: c.uuid,
    name: c.name,
    email: c.email,
    mobile_number: c.mobile_number,
  }));
  return {
    parties,
    input: {
      flags: { exclude_created_by_from_final_mail: flags.exclude_created_by_from_final_mail },
      creatorWantsMail: creator ? wantsMail(creator.mail_notifications, 'completed') : false,
      creator: creator
        ? {
            kind: 'creator',
            id: creator.key,
            name: creator.name,
            email: creator.email,
            mobile_number: null,
          }
        : null,
      signatories,
      copy_recipients: copies,
      defaultDialingCode: dialing,
    },
  };
};
