import type { Catalogue } from './catalogue.ts';
import type { enFinalCopy } from './en-final-copy.ts';

/** The read-only signed copy a final-copy link opens: Afrikaans. */
export const afFinalCopy: Catalogue<typeof enFinalCopy> = {
  documentTitle: '{{name}} · ondertekende afskrif · Quire',
  opening: 'Die ondertekende dokument word oopgemaak',
  signedByEveryone: 'Deur almal onderteken',
  completedOn: 'Voltooi op {{date}}',
  download: 'Laai ondertekende PDF af',
  signedBy: 'Onderteken deur',
  signer: 'Ondertekenaar',
  signedOn: ' · {{date}}',
  readOnlyFor:
    'Hierdie is ’n leesalleen-afskrif vir {{name}}. Die PDF dra ’n digitale seël: enige verandering aan die lêer maak die seël ongeldig. Hierdie skakel werk tot {{date}}.',
  readOnly:
    'Hierdie is ’n leesalleen-afskrif vir jou. Die PDF dra ’n digitale seël: enige verandering aan die lêer maak die seël ongeldig. Hierdie skakel werk tot {{date}}.',
  sentWith: 'Gestuur met <quire>Quire</quire>',
  pages: 'Bladsye van {{name}}',
  page: 'Bladsy {{page}} van {{total}}',
  dead: {
    expired: {
      title: 'Hierdie skakel het verval',
      text: 'Hierdie skakel na die ondertekende dokument het verval of is teruggetrek. Vra asseblief die sender vir ’n afskrif.',
    },
    unknown: {
      title: 'Hierdie skakel werk nie',
      text: 'Hierdie skakel na ’n ondertekende dokument bestaan nie. Maak seker dat jy dit heeltemal gekopieer het.',
    },
    notReady: {
      title: 'Die ondertekende dokument kon nie oopgemaak word nie',
      text: 'Die ondertekende dokument is nog nie gereed nie. Probeer asseblief oor ’n minuut weer.',
    },
  },
};
