import type { SignatureKind } from './signature-api.ts';

/** The modal's words for a signature or for initials (plural in English). */
export const wordingFor = (kind: SignatureKind) =>
  kind === 'initial'
    ? {
        title: 'Add your initials',
        noun: 'initials',
        useSaved: 'Use these initials',
        saved: 'Saved initials',
        typeLabel: 'Your initials',
      }
    : {
        title: 'Add your signature',
        noun: 'signature',
        useSaved: 'Use this signature',
        saved: 'Saved signatures',
        typeLabel: 'Your name',
      };

export type SignatureWording = ReturnType<typeof wordingFor>;
