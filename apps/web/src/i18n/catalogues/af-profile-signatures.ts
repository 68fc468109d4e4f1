import { MAX_SAVED_SIGNATURES } from '@quire/domain';
import type { Catalogue } from './catalogue.ts';
import type { enProfileSignatures } from './en-profile-signatures.ts';

/** One kind's words (handtekening or paraaf) in the #profile signatures section: Afrikaans. */
const kindWords = (noun: string, Noun: string) => ({
  title: Noun,
  loading: `Jou gestoorde ${noun} word gelaai`,
  none: `Nog geen gestoorde ${noun} nie. Die een wat jy stoor, word jou verstek, wat gebruik word wanneer ’n dokument een-klik-ondertekening toelaat.`,
  saved: `${Noun} gestoor`,
  item: `${noun} {{n}}`,
  itemDefault: `${noun} {{n}} (verstek)`,
  how: `Hoe om jou ${noun} te skep`,
  uploaded: `Jou opgelaaide ${noun}`,
  typed: `Jou getikte ${noun}`,
  preparing: `Jou ${noun} word voorberei…`,
  save: `Stoor ${noun}`,
});

/** #profile signature and initials, and the email signature: Afrikaans. */
export const afProfileSignatures: Catalogue<typeof enProfileSignatures> = {
  signatures: {
    title: 'Handtekening en paraaf',
    intro:
      'Teken, tik of laai hulle een keer op; Quire bied hulle aan wanneer jy ook al onderteken.',
    locked: 'Hierdie werkruimte laat jou nie toe om jou handtekening en paraaf te verander nie.',
    keep: `Die verstek word vir een-klik-ondertekening gebruik. Jy kan hoogstens ${MAX_SAVED_SIGNATURES} gestoor hou; as jy nog een stoor, vervang dit die oudste.`,
    default: 'Verstek',
    savedOn: 'Gestoor {{date}}',
    delete: 'Skrap {{label}}',
    picture: 'Gestoorde {{label}}',
    makeDefaultOf: 'Maak {{label}} die verstek',
    makeDefault: 'Maak verstek',
    draw: 'Teken',
    type: 'Tik',
    upload: 'Laai op',
    chooseAnother: 'Kies ’n ander prent',
    willBeSaved: 'Sal gestoor word as:',
    cropHint: 'Sleep oor die prent om net ’n deel daarvan te hou.',
    crop: 'Sny tot keuse',
    drawnRequired: '’n Getekende handtekening is nodig om voort te gaan.',
    creatingFailed:
      'Iets het verkeerd gegaan met die skep van jou handtekening. Probeer asseblief weer.',
    croppingFailed: 'Iets het verkeerd gegaan met die snoei van jou prent. Probeer asseblief weer.',
    signature: kindWords('handtekening', 'Handtekening'),
    initial: kindWords('paraaf', 'Paraaf'),
  },
  emailSignature: {
    title: 'E-poshandtekening',
    intro:
      'Word gevoeg by die ondertekeningsversoeke en e-posse oor voltooide dokumente wat jou dokumente stuur. Veranderinge word gestoor terwyl jy tik.',
    loading: 'Jou e-poshandtekening word gelaai',
    loadFailed: 'Jou e-poshandtekening kon nie gelaai word nie',
    reload: 'Herlaai asseblief die bladsy om weer te probeer.',
    preview: 'Voorskou',
    previewFrame: 'Voorskou van e-poshandtekening',
    updating: 'Die voorskou word bygewerk',
    label: {
      full_name: 'Volle naam',
      job_title: 'Postitel',
      credentials: 'Kwalifikasies',
      mobile_number: 'Selfoonnommer',
      office_number: 'Kantoornommer',
      address_line_1: 'Adreslyn 1',
      address_line_2: 'Adreslyn 2',
    },
    placeholder: {
      full_name: 'Dana Reed',
      job_title: 'Hoof van Regsake',
      credentials: 'LL.B, GR',
      mobile_number: '+27 82 555 1234',
      office_number: '+27 21 555 0000',
      address_line_1: 'Langstraat 1',
      address_line_2: 'Kaapstad, 8001',
    },
  },
};
