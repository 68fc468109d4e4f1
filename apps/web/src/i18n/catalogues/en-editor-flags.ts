import { CODE_ROUTE_EXPLAINED } from '@quire/domain';

/** The settings panel's §3 flags: section titles, each flag's name and one line on it. English. */
export const enEditorFlags = {
  groups: {
    signing: 'Signing',
    signature_methods: 'Signature methods',
    form_and_annotation: 'Forms and annotations',
    contact_handling: 'Contact details',
    replication: 'Copying values between fields',
    groups_and_roles: 'Groups and roles',
    output: 'Signed document',
    other: 'Other',
  },
  sequential_signing: {
    label: 'Sign in order',
    help: 'Each signer is asked to sign only after the one before them has signed.',
  },
  use_two_factor_authentication: {
    label: 'Two-step verification for signers',
    help: `Signers enter a one-time code before they can sign. ${CODE_ROUTE_EXPLAINED}`,
  },
  use_signing_wizard: {
    label: 'Guide signers field by field',
    help: 'Takes signers from one of their fields to the next until they are done.',
  },
  include_attachments: {
    label: 'Attach the signed document to the final email',
    help: 'Everyone receives the signed PDF as an attachment, not only a link.',
  },
  attachments_visible_to_all_signers: {
    label: 'Signers see each other’s uploads',
    help: 'Files uploaded into fields are visible to every signer, not only the one who added them.',
  },
  can_use_drawn_signature: {
    label: 'Drawn signature',
    help: 'Signers may draw their signature with a mouse, finger or stylus.',
  },
  can_use_typed_signature: {
    label: 'Typed signature',
    help: 'Signers may type their name and pick a handwriting style.',
  },
  can_use_uploaded_signature: {
    label: 'Uploaded signature',
    help: 'Signers may upload a picture of their signature.',
  },
  can_be_used_as_form: {
    label: 'Use as a reusable form',
    help: 'Anyone with the form link can fill in and sign their own copy.',
  },
  can_be_annotated: {
    label: 'Allow annotations',
    help: 'Signers may add notes and highlights on the pages.',
  },
  always_use_form_view: {
    label: 'Always open in form view',
    help: 'Signers fill in a simple form instead of the pages; the PDF is filled for them.',
  },
  use_one_click_initial: {
    label: 'One-click initials',
    help: 'One click places the signer’s initials in all of their initial fields.',
  },
  use_one_click_signature: {
    label: 'One-click signature',
    help: 'One click places the signer’s signature in all of their signature fields.',
  },
  obfuscate_contact_info: {
    label: 'Hide contact details',
    help: 'Signers see each other’s names but not their email addresses or numbers.',
  },
  exclude_created_by_from_final_mail: {
    label: 'Leave me off the final email',
    help: 'The person who set up the document does not receive the signed copy by email.',
  },
  email_is_optional_for_signing: {
    label: 'Email address is optional',
    help: 'A signer may be reached by mobile number alone.',
  },
  communication_channel_configurable: {
    label: 'Choose how each signer is contacted',
    help: 'Pick email, SMS, WhatsApp or email-or-SMS per signer.',
  },
  use_data_field_value_replication: {
    label: 'Copy values between fields with the same name',
    help: 'Filling one field fills every field with the same name in this document.',
  },
  use_data_field_value_replication_across_documents: {
    label: '…across every document in the pack',
    help: 'Values are also copied into same-named fields of the other documents.',
  },
  use_checkbox_value_replication: {
    label: 'Copy checkbox ticks too',
    help: 'Ticking a checkbox ticks same-named checkboxes as well.',
  },
  use_signer_groups: {
    label: 'Signer groups',
    help: 'Put signers into groups so any one of a group may sign for it.',
  },
  first_signer_has_multi_edit_role: {
    label: 'First signer may edit every field',
    help: 'The first signer can fill in fields assigned to the other signers.',
  },
  include_audit_trail_in_signed_documents: {
    label: 'Append the audit trail',
    help: 'The signed PDF ends with pages recording who signed, when and from where.',
  },
  use_certificates_for_signed_pdf: {
    label: 'Seal with a digital certificate',
    help: 'PDF readers can check that the signed document has not been changed since.',
  },
  can_reject_individual_documents: {
    label: 'Signers may reject single documents',
    help: 'A signer can decline one document of the pack and sign the rest.',
  },
  data_fields_locked: {
    label: 'Lock fields',
    help: 'Fields cannot be moved, resized, retyped or reassigned until unlocked.',
  },
};
