import type { Catalogue } from './catalogue.ts';
import type { enSignature } from './en-signature.ts';

/** The signature (and initials) modal: Afrikaans. */
export const afSignature: Catalogue<typeof enSignature> = {
  close: 'Maak toe',
  cancel: 'Kanselleer',
  adopt: 'Aanvaar en onderteken',
  howTo: 'Hoe om jou {{noun}} by te voeg',
  tabs: { draw: 'Teken', type: 'Tik', upload: 'Laai op' },
  kinds: {
    initial: {
      title: 'Voeg jou paraaf by',
      noun: 'paraaf',
      useSaved: 'Gebruik hierdie paraaf',
      saved: 'Gestoorde parawe',
      typeLabel: 'Jou voorletters',
    },
    signature: {
      title: 'Voeg jou handtekening by',
      noun: 'handtekening',
      useSaved: 'Gebruik hierdie handtekening',
      saved: 'Gestoorde handtekeninge',
      typeLabel: 'Jou naam',
    },
  },
  draw: {
    canvas: 'Teken jou {{noun}} hier',
    hint: 'Teken met jou muis, vinger of ’n stilus.',
    clear: 'Vee uit',
  },
  type: {
    style: 'Handskrifstyl',
    styleOption: '{{name}}-styl',
  },
  upload: {
    drop: 'Los die prent hier',
    yours: 'Jou opgelaaide {{noun}}',
    intro:
      'Laai ’n foto of skandering van jou {{noun}} op (PNG of JPEG). Die agtergrond word vir jou skoongemaak.',
    input: 'Prent van jou {{noun}}',
    choose: 'Kies ’n prent',
    chooseAnother: 'Kies ’n ander prent',
    uploading: '{{file}} word opgelaai',
    percent: 'Laai op… {{percent}}%',
    enhancing: 'Jou prent word verbeter…',
  },
  saved: {
    use: '{{label}}, gestoor {{when}}',
    yourDefault: '{{label}} (jou verstek)',
    default: 'Verstek',
    delete: 'Skrap die {{noun}} gestoor {{when}}',
    deleteThis: 'Skrap hierdie gestoorde {{noun}}',
  },
  messages: {
    drawnSignatureRequired: '’n Getekende handtekening is nodig om voort te gaan.',
    creatingFailed:
      'Iets het skeefgeloop met die skep van jou handtekening. Probeer asseblief weer.',
    textToImageFailed: 'fout met die skep van die handtekening',
    notAnImage: 'Maak seker dat jy ’n prent oplaai.',
    uploadFailed: 'Fout met die oplaai van jou lêer: {{reason}}',
  },
};
