import {
  EMAIL_SIGNATURE_LABELS,
  MAX_SAVED_SIGNATURES,
  PROFILE_SIGNATURE_MESSAGES,
} from '@quire/domain';

/** One kind's words (signature or initials) in the #profile signatures section: English. */
const kindWords = (noun: string, Noun: string, title: string) => ({
  title,
  loading: `Loading your saved ${noun}`,
  none: `No saved ${noun} yet. The one you save becomes your default, used when a document allows one-click signing.`,
  saved: `${Noun} saved`,
  item: `${noun} {{n}}`,
  itemDefault: `${noun} {{n}} (default)`,
  how: `How to create your ${noun}`,
  uploaded: `Your uploaded ${noun}`,
  typed: `Your typed ${noun}`,
  preparing: `Preparing your ${noun}…`,
  save: `Save ${noun}`,
});

/** #profile signature and initials, and the email signature: English. */
export const enProfileSignatures = {
  signatures: {
    title: 'Signature and initials',
    intro: 'Draw, type or upload them once; Quire offers them whenever you sign.',
    locked: 'This workspace does not let you change your signature and initials.',
    keep: `The default is used for one-click signing. You can keep at most ${MAX_SAVED_SIGNATURES} saved; saving another replaces the oldest.`,
    default: 'Default',
    savedOn: 'Saved {{date}}',
    delete: 'Delete {{label}}',
    picture: 'Saved {{label}}',
    makeDefaultOf: 'Make {{label}} the default',
    makeDefault: 'Make default',
    draw: 'Draw',
    type: 'Type',
    upload: 'Upload',
    chooseAnother: 'Choose another image',
    willBeSaved: 'Will be saved as:',
    cropHint: 'Drag over the picture to keep only part of it.',
    crop: 'Crop to selection',
    drawnRequired: PROFILE_SIGNATURE_MESSAGES.drawnSignatureRequired,
    creatingFailed: PROFILE_SIGNATURE_MESSAGES.creatingFailed,
    croppingFailed: PROFILE_SIGNATURE_MESSAGES.croppingFailed,
    signature: kindWords('signature', 'Signature', 'Signature'),
    initial: kindWords('initials', 'Initials', 'Initials'),
  },
  emailSignature: {
    title: 'Email signature',
    intro:
      'Added to the signature requests and completed-document mails your documents send. Changes are saved as you type.',
    loading: 'Loading your email signature',
    loadFailed: 'Your email signature could not be loaded',
    reload: 'Please reload the page to try again.',
    preview: 'Preview',
    previewFrame: 'Email signature preview',
    updating: 'Updating the preview',
    label: { ...EMAIL_SIGNATURE_LABELS },
    placeholder: {
      full_name: 'Dana Reed',
      job_title: 'Head of Legal',
      credentials: 'LL.B, CPA',
      mobile_number: '+27 82 555 1234',
      office_number: '+27 21 555 0000',
      address_line_1: '1 Long Street',
      address_line_2: 'Cape Town, 8001',
    },
  },
};
