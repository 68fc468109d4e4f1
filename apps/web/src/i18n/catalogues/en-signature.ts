import { MESSAGES } from '@quire/domain';
import { SIGNATURE_MESSAGES } from '../../components/signature/signature-messages.ts';

/** The signature (and initials) modal, components/signature: English. */
export const enSignature = {
  close: 'Close',
  cancel: 'Cancel',
  adopt: 'Adopt and sign',
  howTo: 'How to add your {{noun}}',
  tabs: { draw: 'Draw', type: 'Type', upload: 'Upload' },
  kinds: {
    initial: {
      title: 'Add your initials',
      noun: 'initials',
      useSaved: 'Use these initials',
      saved: 'Saved initials',
      typeLabel: 'Your initials',
    },
    signature: {
      title: 'Add your signature',
      noun: 'signature',
      useSaved: 'Use this signature',
      saved: 'Saved signatures',
      typeLabel: 'Your name',
    },
  },
  draw: {
    canvas: 'Draw your {{noun}} here',
    hint: 'Draw with your mouse, finger or a stylus.',
    clear: 'Clear',
  },
  type: {
    style: 'Handwriting style',
    styleOption: '{{name}} style',
  },
  upload: {
    drop: 'Drop the image here',
    yours: 'Your uploaded {{noun}}',
    intro:
      'Upload a photo or scan of your {{noun}} (PNG or JPEG). The background is cleaned up for you.',
    input: 'Image of your {{noun}}',
    choose: 'Choose an image',
    chooseAnother: 'Choose another image',
    uploading: 'Uploading {{file}}',
    percent: 'Uploading… {{percent}}%',
    enhancing: 'Enhancing your image…',
  },
  saved: {
    use: '{{label}}, saved {{when}}',
    yourDefault: '{{label}} (your default)',
    default: 'Default',
    delete: 'Delete the {{noun}} saved {{when}}',
    deleteThis: 'Delete this saved {{noun}}',
  },
  messages: {
    ...SIGNATURE_MESSAGES,
    /** §8 'Error uploading your file:/ ' followed by the reason. */
    uploadFailed: `${MESSAGES.uploadFailedPrefix} {{reason}}`,
  },
};
