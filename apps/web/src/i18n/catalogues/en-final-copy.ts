import { FINAL_COPY_MESSAGES } from '@quire/domain';

/** The read-only signed copy a final-copy link opens (features/final-copy): English. */
export const enFinalCopy = {
  documentTitle: '{{name}} · signed copy · Quire',
  opening: 'Opening the signed document',
  signedByEveryone: 'Signed by everyone',
  completedOn: 'Completed on {{date}}',
  download: 'Download signed PDF',
  signedBy: 'Signed by',
  signer: 'Signer',
  signedOn: ' · {{date}}',
  readOnlyFor:
    'This is a read-only copy for {{name}}. The PDF carries a digital seal: any change to the file makes the seal invalid. This link works until {{date}}.',
  readOnly:
    'This is a read-only copy for you. The PDF carries a digital seal: any change to the file makes the seal invalid. This link works until {{date}}.',
  sentWith: 'Sent with <quire>Quire</quire>',
  pages: 'Pages of {{name}}',
  page: 'Page {{page}} of {{total}}',
  dead: {
    expired: { title: 'This link has expired', text: FINAL_COPY_MESSAGES.linkExpired },
    unknown: { title: 'This link does not work', text: FINAL_COPY_MESSAGES.linkUnknown },
    notReady: {
      title: 'The signed document could not be opened',
      text: FINAL_COPY_MESSAGES.notReady,
    },
  },
};
