/**
 * Which parts of the web app speak through the catalogue (ADR 0055). Every file named in
 * CONVERTED is checked by i18n-coverage.test.ts: no words of its own in JSX text or in the props
 * a person reads. NOT_YET_CONVERTED is the honest list of what still speaks English only; an area
 * moves from there to CONVERTED once it is whole, in both languages.
 */
export const CONVERTED: readonly string[] = [
  'i18n/language-select.tsx',
  'features/signing/signer-layout.tsx',
  'features/signing/signing-view.tsx',
  'features/signing/signing-terms-modal.tsx',
  'features/signing/signing-status-screen.tsx',
  'features/signing/signing-bar.tsx',
  'features/signing/signing-field.tsx',
  'features/signing/signing-toolbar.tsx',
  'features/signing/reject-modal.tsx',
  'features/signing/verification-code-modal.tsx',
  'features/signing/post-sign-page.tsx',
  'features/signing/post-sign-content.tsx',
  'features/signing/keep-access-offer.tsx',
  'features/profile/account/language-setting.tsx',
  'features/bulk-sends/bulk-send-page.tsx',
  'features/bulk-sends/bulk-send-status-badge.tsx',
  'features/bulk-sends/bulk-sends-page.tsx',
  'features/bulk-sends/new-bulk-send-modal.tsx',
  'features/bulk-sends/page-states.tsx',
  'features/bulk-sends/setup/choose-clients-section.tsx',
  'features/bulk-sends/setup/mapping-editor.tsx',
  'features/bulk-sends/setup/send-section.tsx',
  'features/bulk-sends/setup/setup-sections.tsx',
  'features/bulk-sends/setup/setup-template-section.tsx',
  'features/bulk-sends/setup/template-picker.tsx',
  'features/bulk-sends/status/bulk-send-log.tsx',
  'features/bulk-sends/status/export-status-csv.tsx',
  'features/bulk-sends/status/reminder-button.tsx',
  'features/bulk-sends/status/status-tab.tsx',
  'features/recipient-data/client-list-name-modal.tsx',
  'features/recipient-data/csv-upload-panel.tsx',
  'features/recipient-data/filter-builder.tsx',
  'features/recipient-data/recipient-data-page.tsx',
  'features/recipient-data/recipient-datas-page.tsx',
  'features/recipient-data/rows-table.tsx',
];

export const NOT_YET_CONVERTED: readonly string[] = [
  'features/signing (the rest: field type names of fields without a label (editor field-type meta), field sheet, date input, notes, form view, drafts, finishing cue, child tabs, supporting documents; the owner’s manage/ panel)',
  'components/signature (the signature modal the signer adopts a signature in)',
  'features/final-copy',
  'features/auth',
  'features/documents',
  'features/editor',
  'features/profile (all but the language setting)',
  'features/workspaces, branding, bulk-sends, recipient-data, form-links, applications, webhooks, notifications, management, verify',
  'app/shell and app/* notices',
  'server answers (messages from the domain constants are shown as the server sends them, in English)',
  'mails to users (account, invitation, pack activity, owner notices): English; the signer’s mails are converted',
];
