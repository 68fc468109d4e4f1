import { mappingFactsOf, type MappingTemplateFacts } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { findCopyRecipientRows, type DocumentRow } from '../documents/document-repository.ts';
import { blockingSnapshot } from '../request-signatures/blocking-snapshot.ts';
import { loadPackContents } from '../request-signatures/request-signatures-repository.ts';

/** Fields a column's text cannot fill: pictures, files, a signer's acts and layout-only boxes. */
const NOT_FROM_DATA = new Set([
  'signature',
  'initial',
  'image',
  'file',
  'approve',
  'decline',
  'block',
  'highlight',
  'blank',
  'signer_setup',
]);

/** What the configure-mapping screen maps onto, beside the §5 facts the rules judge. */
export type MappingTemplate = {
  facts: MappingTemplateFacts;
  /** Every field id of the template (custom_id), in page order, with its type. */
  data_fields: { custom_id: string; type: string; required: boolean }[];
  signatories: { role: string; name: string; email: string | null }[];
  cc_recipients: { uuid: string; name: string; email: string | null }[];
};

/**
 * A template as a mapping sees it: its signers by role, its copy recipients by uuid, its field
 * ids and the §5 facts (sender fields still empty, two-factor). The bulk engine reads the same.
 */
export const loadMappingTemplate = async (
  db: Db,
  pack: DocumentRow,
  defaultDialingCode: string,
): Promise<MappingTemplate> => {
  const contents = await loadPackContents(db, pack.key);
  const copies = await findCopyRecipientRows(db, pack.key);
  const roleOf = new Map(contents.signatories.map((s) => [s.uuid, s.role]));
  const seen = new Set<string>();
  const fields = contents.fields.filter(
    (f) =>
      f.custom_id !== null &&
      !NOT_FROM_DATA.has(f.type) &&
      !seen.has(f.custom_id) &&
      !!seen.add(f.custom_id),
  );
  return {
    facts: mappingFactsOf(blockingSnapshot(pack, contents, defaultDialingCode), roleOf),
    data_fields: fields.map((f) => ({
      custom_id: f.custom_id!,
      type: f.type,
      required: f.required,
    })),
    signatories: contents.signatories.map((s) => ({ role: s.role, name: s.name, email: s.email })),
    cc_recipients: copies.map((c) => ({ uuid: c.uuid, name: c.name, email: c.email })),
  };
};
