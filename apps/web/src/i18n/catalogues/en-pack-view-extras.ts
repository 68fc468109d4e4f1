import { AUDIT_EVENT_LABELS } from '@quire/domain';

/** Around a pack's pages: the audit trail, conversion errors, page list, signer notes, verify a PDF. */
export const enPackViewExtras = {
  audit: {
    title: 'Audit trail',
    chainVerified: 'Chain verified',
    chainBroken:
      'This audit trail does not verify: a record has been changed or removed since it was written.',
    loading: 'Loading the audit trail',
    empty: 'Nothing has been recorded yet.',
    code: 'Code {{route}}',
    codeBy: 'by {{channel}}',
    codeByTo: 'by {{channel}} to {{destination}}',
    channels: { email: 'email', sms: 'SMS', whatsapp: 'WhatsApp', voice: 'voice call' },
    ip: 'IP {{address}}',
    events: AUDIT_EVENT_LABELS,
  },
  conversion: {
    passwordTitle: 'This PDF is password protected',
    failedTitle: 'This PDF could not be converted',
    xfa: 'This PDF is an XFA form, which Quire can’t display. Save it as a regular PDF (for example with “Print to PDF”) and upload it again.',
    invalidPdf: 'This file could not be read as a PDF. It may be damaged.',
    conversionFailed: 'The pages of this PDF could not be prepared.',
    enterPassword:
      'Enter the password that opens {{name}}. Quire keeps an unlocked copy so the document can be prepared and signed.',
    passwordMissing: 'Please enter the PDF’s password.',
    passwordLabel: 'PDF password',
    notNow: 'Not now',
    unlock: 'Unlock PDF',
    dismiss: 'Dismiss',
  },
  pages: {
    list: 'Pages of {{name}}',
    item: 'Page {{page}} of {{total}}',
    image: 'Page {{page}}',
    count_one: '{{count}} page',
    count_other: '{{count}} pages',
  },
  notes: {
    title: 'Notes from signers',
    final: 'Final',
    aSigner: 'A signer',
    page: 'page {{page}}',
    inPdf: 'In the signed PDF',
    teamOnly: 'Team only',
  },
  verifyPdf: {
    title: 'Verify a PDF against this document',
    intro:
      "Check a copy of the signed PDF you were sent or found: Quire says whether it is this document's sealed final and whether it was changed after sealing.",
    publicLink: 'Public verification link',
    openPublic: 'Open the public verification page',
    choose: 'Choose a PDF to check',
    uploading: 'Uploading… {{progress}} %',
  },
};
