import type { Catalogue } from './catalogue.ts';
import type { enFieldTypes } from './en-field-types.ts';

/** The §3 field types' names (editor and signer's page): Afrikaans. */
export const afFieldTypes: Catalogue<typeof enFieldTypes> = {
  signature: { label: 'Handtekening', short: 'Teken', hint: 'Die ondertekenaar teken hier' },
  initial: { label: 'Paraaf', short: 'Paraaf', hint: 'Die ondertekenaar parafeer hier' },
  text: { label: 'Teks', short: 'Teks', hint: '’n Reël teks' },
  date: { label: 'Datum', short: 'Datum', hint: '’n Datum, of die ondertekeningsdatum' },
  check: { label: 'Merkblokkie', short: 'Merk', hint: 'Gemerk of ongemerk' },
  choice: { label: 'Keuse', short: 'Kies', hint: 'Een uit ’n lys opsies' },
  file: { label: 'Lêer', short: 'Lêer', hint: 'Die ondertekenaar heg ’n lêer aan' },
  image: { label: 'Prent', short: 'Prent', hint: 'Die ondertekenaar voeg ’n prent by' },
  link: { label: 'Skakel', short: 'Skakel', hint: '’n Skakel op die bladsy' },
  note: { label: 'Nota', short: 'Nota', hint: '’n Nota vir die ondertekenaars' },
  question: { label: 'Vraag', short: 'Vra', hint: 'Word voor ondertekening gevra' },
  approve: { label: 'Keur goed', short: 'Keur goed', hint: '’n Goedkeuringsknoppie' },
  decline: { label: 'Wys af', short: 'Wys af', hint: '’n Afwysknoppie' },
  block: { label: 'Verberg', short: 'Verberg', hint: 'Verberg wat daaronder is' },
  highlight: { label: 'Uitlig', short: 'Merk', hint: 'Lig ’n gedeelte uit' },
  signer_setup: {
    label: 'Ondertekenaar-opstelling',
    short: 'Opstel',
    hint: '’n Ondertekenaar benoem die volgende',
  },
  blank: { label: 'Leeg', short: 'Leeg', hint: '’n Leë veld' },
};
