import { CSV_UPLOAD_PURPOSE } from '@quire/domain';
import { eq } from 'drizzle-orm';
import {
  blobs,
  recipientDataCsvs,
  recipientDataRows,
  recipientDatas,
  savedSignatures,
  userAccounts,
  userCodes,
  users,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import {
  givenSignaturePicture,
  pngDataUrl,
  strokePng,
} from '../profile-signatures/signature-image-fixtures.ts';
import {
  SIGNATURE_BLOB_PURPOSE,
  SIGNATURE_UPLOAD_PURPOSE,
} from '../signer-uploads/signer-upload-repository.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import { BULK_SEND_SCENARIOS } from '../bulk-sends/bulk-send-permission-scenarios.ts';
import { PUBLIC_API_SCENARIOS } from '../public-api/public-api-permission-scenarios.ts';
import { EMBED_SCENARIOS } from '../embed/embed-permission-scenarios.ts';
import { FORM_LINK_SCENARIOS } from '../form-links/form-link-permission-scenarios.ts';
import { TREE_SCENARIOS } from '../trees/tree-permission-scenarios.ts';
import { XPLAN_SCENARIOS } from '../integrations/xplan-permission-scenarios.ts';
import { META_DATA_SCENARIOS } from '../meta-data/meta-data-permission-scenarios.ts';
import { insertUploadIntent } from '../uploads/upload-intent-repository.ts';
import type { MatrixKit, Scenario } from './permission-matrix-kit.ts';

const doc = (key: string, rest = '') => `/app/documents/${key}${rest}`;
const BULK = '/app/bulk_actions/document_actions';
const signer = { name: 'Sam Signer', email: 'sam@example.com' };
const mobile = '+27825551234';

/** A setup pack whose update_document changes one governed setting. */
const setting = (data: Record<string, unknown>): Scenario => ({
  prepare: async (k) => {
    const p = await k.pack();
    return () => k.asMember('POST', doc(p.key, '/update_document'), { data });
  },
});

/** A pack awaiting signatures with one signer (email and mobile) whose turn it is. */
const awaiting = async (k: MatrixKit) => {
  const p = await k.pack({ status: 'awaiting_signatures', signatories: [signer] });
  return { key: p.key, uuid: p.signatoryUuids[0]!, child: p.childKeys[0]! };
};

const withMobile = async (k: MatrixKit) => {
  const p = await awaiting(k);
  await k.asMember('POST', doc(p.key, '/update_signatory_details'), {
    signatory: { uuid: p.uuid, mobile_number: mobile },
  });
  return p;
};

const DATA = 'user_profile_permissions.can_view_data_sources';

/** A client list of the team workspace with two rows, made directly (the flag may be off). */
const clientList = async (k: MatrixKit) => {
  const key = newKey();
  await k.t.ctx.db.insert(recipientDatas).values({
    key,
    account_key: k.team,
    created_by: k.member.user_key,
    description: 'Clients',
    field_names: ['Name', 'Balance'],
    field_types: ['text', 'number'],
    number_of_rows: 2,
  });
  await k.t.ctx.db.insert(recipientDataRows).values([
    { recipient_data_key: key, position: 1, cells: ['Ada', '10'] },
    { recipient_data_key: key, position: 2, cells: ['Bob', '20'] },
  ]);
  return key;
};

/** A CSV the member has PUT for a client list, waiting for csv_upload_success. */
const uploadedCsv = async (k: MatrixKit) => {
  const listKey = await clientList(k);
  const fileKey = newKey();
  const objectKey = `recipient-data/${k.team}/${fileKey}`;
  await k.t.ctx.blobStore.put(objectKey, Buffer.from('Name,Balance\nCy,30\n'), 'text/csv');
  await insertUploadIntent(k.t.ctx.db, {
    file_key: fileKey,
    purpose: CSV_UPLOAD_PURPOSE,
    user_key: k.member.user_key,
    account_key: k.team,
    document_pack_key: null,
    filename: 'clients.csv',
    max_size_bytes: 1024 * 1024,
    object_key: objectKey,
    expires_at: new Date(Date.now() + 3_600_000),
  });
  const tempKey = newKey();
  await k.t.ctx.db.insert(recipientDataCsvs).values({
    key: tempKey,
    recipient_data_key: listKey,
    file_key: fileKey,
    filename: 'clients.csv',
    created_by: k.member.user_key,
  });
  return { tempKey, fileKey };
};

const dataScenarios: Record<string, Scenario> = {
  [`${DATA} GET /app/recipient_datas`]: {
    prepare: async (k) => () => k.asMember('GET', '/app/recipient_datas'),
  },
  [`${DATA} POST /app/recipient_datas/add_update_recipient_data`]: {
    prepare: async (k) => {
      const key = await clientList(k);
      return () =>
        k.asMember('POST', '/app/recipient_datas/add_update_recipient_data', {
          data: { key, archived: true },
        });
    },
  },
  [`${DATA} GET /app/recipient_datas/{key}`]: {
    prepare: async (k) => {
      const key = await clientList(k);
      return () => k.asMember('GET', `/app/recipient_datas/${key}`);
    },
  },
  [`${DATA} GET /app/recipient_datas/{key}/rows`]: {
    prepare: async (k) => {
      const key = await clientList(k);
      return () => k.asMember('GET', `/app/recipient_datas/${key}/rows?cursor=0`);
    },
  },
  [`${DATA} POST /app/recipient_datas/{key}/rows`]: {
    prepare: async (k) => {
      const key = await clientList(k);
      return () =>
        k.asMember('POST', `/app/recipient_datas/${key}/rows`, {
          query: {
            filter_rules: [
              {
                selected_field: 'Balance',
                selected_inequality: 'greater_than',
                comparison_value: '15',
              },
            ],
          },
        });
    },
  },
  [`${DATA} GET /app/get_csv_upload_url/{recipient_data_key}`]: {
    prepare: async (k) => {
      const key = await clientList(k);
      return () => k.asMember('GET', `/app/get_csv_upload_url/${key}?filename=clients.csv`);
    },
  },
  [`${DATA} POST /app/csv_upload_success/{temp_csv_key}`]: {
    prepare: async (k) => {
      const { tempKey, fileKey } = await uploadedCsv(k);
      return () => k.asMember('POST', `/app/csv_upload_success/${tempKey}`, { file_key: fileKey });
    },
  },
};

export const SCENARIOS: Record<string, Scenario> = {
  ...dataScenarios,
  'document_permissions.can_use_otp POST /app/documents/{key}/update_document': setting({
    use_two_factor_authentication: true,
  }),
  'document_permissions.can_request_signatures POST /app/documents/{key}/update_document': {
    prepare: async (k) => {
      const p = await k.pack({
        signatories: [signer],
        children: [{ fields: [{ type: 'signature', signatory: 0 }] }],
      });
      return () =>
        k.asMember('POST', doc(p.key, '/update_document'), {
          data: { update_status_to: 'awaiting_signatures' },
        });
    },
  },
  'document_permissions.can_request_signatures POST /app/documents/{key}/enqueue_document_mails': {
    prepare: async (k) => {
      const p = await awaiting(k);
      return () => k.asMember('POST', doc(p.key, '/enqueue_document_mails'), {});
    },
  },
  'document_permissions.can_use_signer_groups POST /app/documents/{key}/update_document': setting({
    use_signer_groups: true,
  }),
  'document_permissions.can_use_signer_groups POST /app/documents/{key}/signer_groups/{uuid}/add_update_delete':
    {
      prepare: async (k) => {
        const p = await k.pack({ flags: { use_signer_groups: true } });
        return () =>
          k.asMember('POST', doc(p.key, '/signer_groups/grp-1/add_update_delete'), {
            data: { name: 'Directors' },
          });
      },
    },
  'document_permissions.can_use_reusable_link POST /app/documents/{key}/update_document': setting({
    can_be_used_as_form: true,
  }),
  'document_permissions.can_sign_in_person GET /app/documents/{key}/assign_user_to_next_signatory/{uuid}':
    {
      prepare: async (k) => {
        const p = await awaiting(k);
        return () => k.asMember('GET', doc(p.key, `/assign_user_to_next_signatory/${p.uuid}`));
      },
    },
  'document_permissions.can_sign_in_person POST /app/documents/{key}/generate_new_verification_otp/{uuid}':
    {
      prepare: async (k) => {
        const p = await awaiting(k);
        return () => k.asMember('POST', doc(p.key, `/generate_new_verification_otp/${p.uuid}`));
      },
    },
  'document_permissions.can_use_whatsapp POST /app/documents/{key}/add_update_signatory': {
    prepare: async (k) => {
      const p = await k.pack();
      return () =>
        k.asMember('POST', doc(p.key, '/add_update_signatory'), {
          data: {
            uuid: 'sig-whatsapp',
            name: 'Gus',
            mobile_number: mobile,
            primary_communication_channel: 'whatsapp',
          },
        });
    },
  },
  'document_permissions.can_use_whatsapp POST /app/documents/{key}/update_signatory_details': {
    prepare: async (k) => {
      const p = await withMobile(k);
      return () =>
        k.asMember('POST', doc(p.key, '/update_signatory_details'), {
          signatory: { uuid: p.uuid, primary_communication_channel: 'whatsapp' },
        });
    },
  },
  'document_permissions.can_use_whatsapp POST /app/documents/{key}/resend_document_notification/{uuid}':
    {
      prepare: async (k) => {
        const p = await withMobile(k);
        return () =>
          k.asMember('POST', doc(p.key, `/resend_document_notification/${p.uuid}`), {
            communication_channel_ui: 'whatsapp',
          });
      },
    },
  'document_permissions.can_use_whatsapp POST /app/documents/{key}/generate_new_verification_otp/{uuid}':
    {
      prepare: async (k) => {
        const p = await withMobile(k);
        return () =>
          k.asMember(
            'POST',
            doc(p.key, `/generate_new_verification_otp/${p.uuid}?use_whatsapp=true`),
          );
      },
    },
  'document_permissions.can_configure_field_rules POST /app/documents/{key}/field_rules/{rule_id}/add_update_delete':
    {
      prepare: async (k) => {
        const p = await k.pack({ children: [{ fields: [{ custom_id: 'amount' }] }] });
        return () =>
          k.asMember('POST', doc(p.key, '/field_rules/rule-1/add_update_delete'), {
            data: { field_or_group: 'amount', infix_logic: '{amount}>100' },
          });
      },
    },
  'document_permissions.can_configure_mapping GET /app/mappings/get_document_mapping/{key}': {
    prepare: async (k) => {
      const t = await k.pack({ documentType: 'template' });
      return () => k.asMember('GET', `/app/mappings/get_document_mapping/${t.key}`);
    },
  },
  'document_permissions.can_configure_mapping POST /app/mappings/update_document_mapping': {
    prepare: async (k) => {
      const t = await k.pack({ documentType: 'template' });
      return () =>
        k.asMember('POST', '/app/mappings/update_document_mapping', {
          data: { entity_key: t.key, mapping: { subject: { text: 'Your papers' } }, sources: [] },
        });
    },
  },
  'document_permissions.can_configure_note_permissions POST /app/documents/{key}/update_document':
    setting({ can_be_annotated: true }),
  'document_permissions.can_repeat_fields_across_documents POST /app/documents/{key}/update_document':
    setting({ use_data_field_value_replication_across_documents: true }),
  'document_permissions.can_repeat_fields_across_pages POST /app/documents/{key}/update_document':
    setting({ use_data_field_value_replication: true }),
  'document_permissions.can_auto_insert_initials POST /app/documents/{key}/update_document':
    setting({ use_one_click_initial: true }),
  'document_permissions.can_auto_insert_signature POST /app/documents/{key}/update_document':
    setting({ use_one_click_signature: true }),
  'document_permissions.can_generate_signing_link POST /app/documents/{key}/generate_signing_link_for_signatory/{uuid}':
    {
      prepare: async (k) => {
        const p = await awaiting(k);
        return () =>
          k.asMember('POST', doc(p.key, `/generate_signing_link_for_signatory/${p.uuid}`), {
            token_type: 'signing_link',
          });
      },
    },
  'document_permissions.can_configure_communication_channel POST /app/documents/{key}/update_document':
    setting({ communication_channel_configurable: true }),
  'document_permissions.can_configure_communication_channel POST /app/documents/{key}/add_update_signatory':
    {
      prepare: async (k) => {
        const p = await k.pack();
        return () =>
          k.asMember('POST', doc(p.key, '/add_update_signatory'), {
            data: {
              uuid: 'sig-sms',
              name: 'Sid',
              mobile_number: mobile,
              primary_communication_channel: 'sms',
            },
          });
      },
    },
  'document_permissions.can_configure_communication_channel POST /app/documents/{key}/update_signatory_details':
    {
      prepare: async (k) => {
        const p = await withMobile(k);
        return () =>
          k.asMember('POST', doc(p.key, '/update_signatory_details'), {
            signatory: { uuid: p.uuid, primary_communication_channel: 'sms' },
          });
      },
    },
  'document_permissions.can_set_up_form_views POST /app/form_views/update_form_view': {
    prepare: async (k) => {
      const p = await k.pack();
      return () =>
        k.asMember('POST', '/app/form_views/update_form_view', {
          data: { entity_key: p.key, form_view: [] },
        });
    },
  },
  'document_permissions.can_set_up_form_views POST /app/documents/{key}/update_document': setting({
    always_use_form_view: true,
  }),
  'document_permissions.can_mark_document_as_complete POST /app/documents/{key}/update_document': {
    prepare: async (k) => {
      const p = await awaiting(k);
      return () =>
        k.asMember('POST', doc(p.key, '/update_document'), {
          data: { update_status_to: 'complete' },
        });
    },
  },
  'document_permissions.can_mark_document_as_complete POST /app/documents/{key}/exclude_signatory':
    {
      prepare: async (k) => {
        const p = await k.pack({
          status: 'awaiting_signatures',
          signatories: [signer, { name: 'Tess Two', email: 'tess@example.com' }],
        });
        return () =>
          k.asMember('POST', doc(p.key, '/exclude_signatory'), {
            data: { uuid: p.signatoryUuids[1] },
          });
      },
    },
  'document_permissions.can_download_document_csv_data GET /app/documents/{key}/get_csv_file': {
    prepare: async (k) => {
      const p = await k.pack();
      return () => k.asMember('GET', doc(p.key, '/get_csv_file'));
    },
  },
  ...Object.fromEntries(
    (
      [
        ['can_download_document_preview', 'preview'],
        ['can_download_fillable_form_with_metadata', 'fillable_pdf_with_metadata'],
        ['can_download_fillable_form_with_field_ids', 'fillable_pdf_with_ids'],
      ] as const
    ).map(([flag, type]) => [
      `document_permissions.${flag} GET /app/documents/{key}/generate_temp_document_download`,
      {
        prepare: async (k: MatrixKit) => {
          const p = await k.pack();
          return () =>
            k.asMember(
              'GET',
              doc(
                p.childKeys[0]!,
                `/generate_temp_document_download?document_temp_download_type=${type}`,
              ),
            );
        },
      } satisfies Scenario,
    ]),
  ),
  'document_permissions.can_revert_document_status POST /app/documents/{key}/update_document': {
    prepare: async (k) => {
      const p = await awaiting(k);
      return () =>
        k.asMember('POST', doc(p.key, '/update_document'), {
          data: { update_status_to: 'setup' },
        });
    },
  },
  'document_permissions.can_use_embedded_forms POST /app/documents/{key}/update_document': setting({
    in_app_signing_page_url: 'https://app.example.com/sign',
  }),
  'document_permissions.can_configure_custom_controls POST /app/documents/{key}/add_update_user_defined_attribute':
    {
      prepare: async (k) => {
        const p = await k.pack();
        return () =>
          k.asMember('POST', doc(p.key, '/add_update_user_defined_attribute'), {
            data: { name: 'Client', custom_control: 'client_picker' },
          });
      },
    },
  'document_permissions.can_create_document_copies GET /app/documents/{key}/create_a_copy': {
    prepare: async (k) => {
      const p = await k.pack();
      return () => k.asMember('GET', doc(p.key, '/create_a_copy'));
    },
  },
  'document_permissions.can_create_document_copies POST /app/bulk_actions/document_actions/copy_multiple_documents':
    {
      prepare: async (k) => {
        const p = await k.pack();
        return () =>
          k.asMember('POST', `${BULK}/copy_multiple_documents`, { document_keys: [p.key] });
      },
    },
  'document_permissions.can_create_document_copies POST /app/copy_move_documents': {
    prepare: async (k) => {
      const p = await k.pack();
      return () =>
        k.asMember('POST', '/app/copy_move_documents', {
          data: { document_keys: [p.key], action: 'copy', to_account_key: k.memberPersonal },
        });
    },
  },
  'document_permissions.can_change_notification_rules POST /app/notification_rules/add_update_notification_rule':
    {
      prepare: async (k) => {
        const p = await k.pack();
        return () =>
          k.asMember('POST', '/app/notification_rules/add_update_notification_rule', {
            data: { entity_key: p.key, action: 'remind', event: 'not_signed' },
          });
      },
    },
  'document_permissions.can_change_notification_rules POST /app/documents/{key}/set_signing_expiry':
    {
      prepare: async (k) => {
        const p = await k.pack();
        const deadline = new Date(Date.now() + 86_400_000).toISOString();
        return () =>
          k.asMember('POST', `/app/documents/${p.key}/set_signing_expiry`, {
            data: { signing_expires_at: deadline },
          });
      },
    },
  'document_permissions.can_setup_highlight_fields POST /app/documents/{key}/add_update_data_field':
    {
      prepare: async (k) => {
        const p = await k.pack();
        return () =>
          k.asMember('POST', doc(p.key, '/add_update_data_field'), {
            data: [
              {
                uuid: `hl-${newKey()}`,
                document_key: p.childKeys[0],
                type: 'highlight',
                page_index: 0,
                x: 100,
                y: 100,
              },
            ],
          });
      },
    },
  'document_permissions.can_replace_backing_pdf GET /app/get_document_upload_url': {
    prepare: async (k) => {
      const p = await k.pack();
      return () =>
        k.asMember(
          'GET',
          `/app/get_document_upload_url?document_pack_key=${p.key}&document_key_to_upload_to=${p.childKeys[0]}&filename=new.pdf&size=0.1`,
        );
    },
  },
  'user_profile_permissions.can_update_details POST /app/user': {
    prepare: async (k) => () =>
      k.asMember('POST', '/app/user', { data: { full_name: `Max Renamed ${newKey()}` } }),
  },
  'user_profile_permissions.can_update_details POST /app/user/request_otp': {
    prepare: async (k) => {
      await k.t.ctx.db
        .update(users)
        .set({ mobile_number: mobile, mobile_verified_at: null })
        .where(eq(users.key, k.member.user_key));
      await k.t.ctx.db.delete(userCodes).where(eq(userCodes.user_key, k.member.user_key));
      return () =>
        k.asMember('POST', '/app/user/request_otp', {
          otp_type: 'verify_mobile',
          communication_channel: 'sms',
        });
    },
  },
  'user_profile_permissions.can_update_details POST /app/user/email_signature': {
    prepare: async (k) => () =>
      k.asMember('POST', '/app/user/email_signature', {
        data: { job_title: `Counsel ${newKey()}` },
      }),
  },
  'user_profile_permissions.can_reset_password POST /app/user': {
    prepare: async (k) => () =>
      k.asMember('POST', '/app/user', {
        data: { password: k.member.password, current_password: k.member.password },
      }),
  },
  'user_profile_permissions.can_view_advanced_settings POST /app/documents/{key}/update_document':
    setting({ post_signing_url: 'https://example.com/thanks' }),
  'user_profile_permissions.can_update_signature_and_initials POST /app/documents/{key}/add_update_data_field':
    {
      prepare: async (k) => {
        const p = await k.pack();
        return () =>
          k.asMember('POST', doc(p.key, '/add_update_data_field'), {
            data: [
              {
                uuid: `own-${newKey()}`,
                document_key: p.childKeys[0],
                type: 'signature',
                signatory_uuid: 'self',
                page_index: 0,
                x: 100,
                y: 100,
                data: 'Max Member',
              },
            ],
          });
      },
    },
  'user_profile_permissions.can_update_signature_and_initials POST /app/user/signatures': {
    prepare: async (k) => {
      const blobKey = newKey();
      const objectKey = `signatures/${blobKey}.png`;
      await k.t.ctx.blobStore.put(objectKey, Buffer.from(`picture ${blobKey}`), 'image/png');
      await insertBlob(k.t.ctx.db, {
        key: blobKey,
        storage: k.t.ctx.blobStore.kind,
        object_key: objectKey,
        content_type: 'image/png',
        size_bytes: 20,
        filename: 'signature.png',
        purpose: SIGNATURE_BLOB_PURPOSE,
        document_key: null,
        account_key: null,
        created_by: k.member.user_key,
      });
      return () =>
        k.asMember('POST', '/app/user/signatures', {
          kind: 'signature',
          method: 'drawn',
          blob_key: blobKey,
        });
    },
  },
  'user_profile_permissions.can_update_signature_and_initials DELETE /app/user/signatures/{key}': {
    prepare: async (k) => {
      const key = newKey();
      const blobKey = newKey();
      await k.t.ctx.db.insert(blobs).values({
        key: blobKey,
        storage: k.t.ctx.blobStore.kind,
        object_key: `signatures/${blobKey}.png`,
        content_type: 'image/png',
        size_bytes: 1,
        filename: 'signature.png',
        purpose: SIGNATURE_BLOB_PURPOSE,
        created_by: k.member.user_key,
      });
      await k.t.ctx.db.insert(savedSignatures).values({
        key,
        user_key: k.member.user_key,
        kind: 'initial',
        method: 'typed',
        blob_key: blobKey,
      });
      return () => k.asMember('DELETE', `/app/user/signatures/${key}`);
    },
  },
  'user_profile_permissions.can_update_signature_and_initials POST /app/user/signatures/{key}/default':
    {
      prepare: async (k) => {
        const picture = await givenSignaturePicture(k.t.ctx, k.member.user_key);
        const key = newKey();
        await k.t.ctx.db.insert(savedSignatures).values({
          key,
          user_key: k.member.user_key,
          kind: 'signature',
          method: 'drawn',
          blob_key: picture.blob_key,
        });
        return () => k.asMember('POST', `/app/user/signatures/${key}/default`);
      },
    },
  'user_profile_permissions.can_update_signature_and_initials POST /base64_to_image_blob/': {
    prepare: async (k) => {
      const image = pngDataUrl(await strokePng());
      return () => k.asMember('POST', '/base64_to_image_blob/', { image });
    },
  },
  'user_profile_permissions.can_update_signature_and_initials GET /text_to_image_blob': {
    prepare: async (k) => () => k.asMember('GET', '/text_to_image_blob?text=Max%20Member'),
  },
  'user_profile_permissions.can_update_signature_and_initials POST /crop_image/{blob key}': {
    prepare: async (k) => {
      const picture = await givenSignaturePicture(k.t.ctx, k.member.user_key);
      return () =>
        k.asMember('POST', `/crop_image/${picture.blob_key}`, {
          x1: 10,
          y1: 10,
          x2: 90,
          y2: 40,
          on_screen_width: 100,
          on_screen_height: 40,
        });
    },
  },
  'user_profile_permissions.can_update_signature_and_initials GET /app/get_image_upload_url': {
    prepare: async (k) => () =>
      k.asMember('GET', '/app/get_image_upload_url?filename=signature.png&purpose=signature'),
  },
  'user_profile_permissions.can_update_signature_and_initials POST /app/image_upload_success': {
    prepare: async (k) => {
      const fileKey = newKey();
      const objectKey = `signatures/${k.member.user_key}/${fileKey}`;
      await k.t.ctx.blobStore.put(objectKey, await strokePng(), 'image/png');
      await insertUploadIntent(k.t.ctx.db, {
        file_key: fileKey,
        purpose: SIGNATURE_UPLOAD_PURPOSE,
        user_key: k.member.user_key,
        account_key: null,
        document_pack_key: null,
        filename: 'signature.png',
        max_size_bytes: 5 * 1024 * 1024,
        object_key: objectKey,
        expires_at: new Date(Date.now() + 600_000),
      });
      return () => k.asMember('POST', '/app/image_upload_success', { file_key: fileKey });
    },
  },
  'can_create_teams POST /app/accounts': {
    prepare: async (k) => () =>
      k.asMember('POST', '/app/accounts', { data: { name: `Max's own ${newKey()}` } }),
  },
  'can_view_teams GET /app/accounts/{key}/user_accounts': {
    prepare: async (k) => () => k.asMember('GET', `/app/accounts/${k.team}/user_accounts`),
  },
  'can_update_branding POST /app/accounts/{account_key}/branding/{theme_key}': {
    prepare: async (k) => () =>
      k.asMember('POST', `/app/accounts/${k.team}/branding/new`, {
        data: { name: `Theme ${newKey()}` },
      }),
  },
  'can_update_branding GET /app/get_image_upload_url': {
    prepare: async (k) => () =>
      k.asMember('GET', `/app/get_image_upload_url?filename=logo.png&account_key=${k.team}`),
  },
  'user_profile_permissions.can_set_default_theme POST /app/accounts/{account_key}/branding/{theme_key}':
    {
      prepare: async (k) => () =>
        k.asMember('POST', `/app/accounts/${k.team}/branding/new`, {
          data: { name: `Default ${newKey()}`, default_theme: true },
        }),
    },
  'can_create_templates GET /app/documents/{key}/convert_to_template': {
    prepare: async (k) => {
      const p = await k.pack();
      return () => k.asMember('GET', doc(p.key, '/convert_to_template'));
    },
  },
  'can_create_templates GET /app/documents/{key}/create_a_copy': {
    prepare: async (k) => {
      const p = await k.pack({ documentType: 'template' });
      return () => k.asMember('GET', doc(p.key, '/create_a_copy'));
    },
  },
  'can_upload_documents GET /app/get_document_upload_url': {
    prepare: async (k) => () =>
      k.asMember('GET', '/app/get_document_upload_url?filename=new.pdf&size=0.1'),
  },
  'can_upload_documents_to_pack GET /app/get_document_upload_url': {
    alsoOff: ['can_upload_documents'],
    prepare: async (k) => {
      const p = await k.pack();
      return () =>
        k.asMember(
          'GET',
          `/app/get_document_upload_url?document_pack_key=${p.key}&filename=more.pdf&size=0.1`,
        );
    },
  },
  ...Object.fromEntries(
    (
      [
        ['can_move_documents', 'document'],
        ['can_move_templates', 'template'],
      ] as const
    ).map(([flag, documentType]) => [
      `${flag} POST /app/copy_move_documents`,
      {
        prepare: async (k: MatrixKit) => {
          const p = await k.pack({ documentType });
          return () =>
            k.asMember('POST', '/app/copy_move_documents', {
              data: { document_keys: [p.key], action: 'move', to_account_key: k.memberPersonal },
            });
        },
      } satisfies Scenario,
    ]),
  ),
  'can_delete_documents GET /app/documents/{key}/delete_document': {
    prepare: async (k) => {
      const p = await k.pack();
      return () => k.asMember('GET', doc(p.key, '/delete_document'));
    },
  },
  'can_delete_documents DELETE /app/document_actions/{key}/permanently_delete_document': {
    prepare: async (k) => {
      const p = await k.pack({ isDeleted: true });
      return () =>
        k.asMember('DELETE', `/app/document_actions/${p.key}/permanently_delete_document`);
    },
  },
  'can_delete_documents POST /app/bulk_actions/document_actions/delete_multiple_documents': {
    prepare: async (k) => {
      const [a, b] = [await k.pack(), await k.pack()];
      return () =>
        k.asMember('POST', `${BULK}/delete_multiple_documents`, { document_keys: [a.key, b.key] });
    },
  },
  'can_delete_templates GET /app/documents/{key}/delete_document': {
    prepare: async (k) => {
      const p = await k.pack({ documentType: 'template' });
      return () => k.asMember('GET', doc(p.key, '/delete_document'));
    },
  },
  'can_delete_other_users_documents GET /app/documents/{key}/delete_document': {
    prepare: async (k) => {
      const p = await k.pack({ createdBy: k.admin.user_key, visibleToOrganisation: true });
      return () => k.asMember('GET', doc(p.key, '/delete_document'));
    },
  },
  'can_do_bulk_actions POST /app/bulk_actions/document_actions/delete_multiple_documents': {
    prepare: async (k) => {
      const p = await k.pack();
      return () =>
        k.asMember('POST', `${BULK}/delete_multiple_documents`, { document_keys: [p.key] });
    },
  },
  'can_do_bulk_actions POST /app/bulk_actions/document_actions/recover_multiple_documents': {
    prepare: async (k) => {
      const p = await k.pack({ isDeleted: true });
      return () =>
        k.asMember('POST', `${BULK}/recover_multiple_documents`, { document_keys: [p.key] });
    },
  },
  'can_do_bulk_actions POST /app/bulk_actions/document_actions/merge_multiple_documents': {
    prepare: async (k) => {
      const [a, b] = [await k.pack(), await k.pack()];
      return () =>
        k.asMember('POST', `${BULK}/merge_multiple_documents`, { document_keys: [a.key, b.key] });
    },
  },
  'can_do_bulk_actions POST /app/bulk_actions/document_actions/copy_multiple_documents': {
    prepare: async (k) => {
      const p = await k.pack();
      return () =>
        k.asMember('POST', `${BULK}/copy_multiple_documents`, { document_keys: [p.key] });
    },
  },
  'can_merge_templates POST /app/bulk_actions/document_actions/merge_multiple_documents': {
    prepare: async (k) => {
      const a = await k.pack({ documentType: 'template' });
      const b = await k.pack({ documentType: 'template' });
      return () =>
        k.asMember('POST', `${BULK}/merge_multiple_documents`, { document_keys: [a.key, b.key] });
    },
  },
  'can_merge_templates POST /app/bulk_actions/document_actions/merge_templates_into_document': {
    prepare: async (k) => {
      const [p, t] = [await k.pack(), await k.pack({ documentType: 'template' })];
      return () =>
        k.asMember('POST', `${BULK}/merge_templates_into_document`, {
          document_key: p.key,
          template_keys: [t.key],
        });
    },
  },
  'can_lock_and_unlock_fields POST /app/documents/{key}/update_document': setting({
    data_fields_locked: true,
  }),
  'can_configure_event_actions POST /app/event_subscriptions/{entity_key}': {
    prepare: async (k) => {
      const p = await k.pack();
      return () =>
        k.asMember('POST', `/app/event_subscriptions/${p.key}`, { keys: ['document_completed'] });
    },
  },
  'document_permissions.can_view_api_details GET /app/documents/{key}/api_details': {
    prepare: async (k) => {
      const p = await k.pack();
      return () => k.asMember('GET', doc(p.key, '/api_details'));
    },
  },
  ...BULK_SEND_SCENARIOS,
  ...PUBLIC_API_SCENARIOS,
  ...EMBED_SCENARIOS,
  ...FORM_LINK_SCENARIOS,
  ...TREE_SCENARIOS,
  ...XPLAN_SCENARIOS,
  ...META_DATA_SCENARIOS,
  'can_configure_event_actions POST /app/webhooks/events': {
    prepare: async (k) => async () => {
      // Webhooks are managed by admins (ADR 0043): the member is one for this call only.
      const asAdmin = (is_admin: boolean) =>
        k.t.ctx.db.update(userAccounts).set({ is_admin }).where(eq(userAccounts.key, k.memberUa));
      await asAdmin(true);
      try {
        return await k.asMember('POST', '/app/webhooks/events', { keys: ['document_signed'] });
      } finally {
        await asAdmin(false);
      }
    },
  },
};
