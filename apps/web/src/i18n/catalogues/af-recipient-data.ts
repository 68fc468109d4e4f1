import type { Catalogue } from './catalogue.ts';
import type { enRecipientData } from './en-recipient-data.ts';

/** #recipient_datas and one client list (CSV upload, filter, rows): Afrikaans. */
export const afRecipientData: Catalogue<typeof enRecipientData> = {
  title: 'Kliëntelyste',
  noAccessSubject: 'kliëntelyste',
  intro:
    'Laai ’n CSV op van die mense aan wie jy stuur. ’n Grootmaatversending maak een dokument vir elke ry wat jy kies, met die ry se name, e-posadresse en waardes ingevul.',
  newList: 'Nuwe kliëntelys',
  listNoun: 'kliëntelyste',
  fetchFailed: 'Iets het skeefgeloop met die haal van die ontvangerdata',
  saveFailed: 'Iets het skeefgeloop met die byvoeg of bywerk van die ontvangerdata',
  sourceSaveFailed: 'Iets het skeefgeloop met die byvoeg of bywerk van die kliëntebron',
  failedBecause: '{{failed}}: {{reason}}',
  noCsv: 'Nog geen CSV opgelaai nie',
  rows_one: '{{shown}} ry',
  rows_other: '{{shown}} rye',
  detail: '{{rows}} · {{columns}}',
  emptyTitle: 'Nog geen kliëntelyste nie',
  emptyText:
    'Skep ’n lys en laai dan ’n CSV op wat uit jou sigblad of CRM uitgevoer is: die eerste ry noem die kolomme (Naam, E-pos, Selfoon…), en elke ander ry is een kliënt.',
  name: {
    newTitle: 'Nuwe kliëntelys',
    renameTitle: 'Hernoem kliëntelys',
    description: 'Wat die lys bevat, bv. ‘Polishouers, hernuwings in Maart’',
    create: 'Skep',
    save: 'Stoor',
  },
  list: {
    back: 'Kliëntelyste',
    archived: 'Geargiveer',
    columns_one: '{{count}} kolom',
    columns_other: '{{count}} kolomme',
    rename: 'Hernoem',
    archive: 'Argiveer',
    restore: 'Herstel',
    matching: '{{matching}} van {{total}} rye pas',
  },
  types: { text: 'Teks', number: 'Getal', date: 'Datum' },
  table: { more: 'Wys meer rye' },
  filter: {
    title: 'Filtreer rye',
    empty:
      'Alle rye word gewys. Voeg ’n filter by om net sommige kliënte te kies, bv. Streek is Noord.',
    apply: 'Pas filters toe',
  },
  upload: {
    drop: 'Los die CSV hier om dit op te laai',
    replace: 'Vervang die rye met ’n nuwe CSV',
    first: 'Laai ’n CSV op',
    format: 'Eerste ry: kolomname. Geskei deur kommas, kommapunte of tabs, gestoor as UTF-8.',
    replaces_one: 'Oplaai vervang sy {{shown}} ry.',
    replaces_other: 'Oplaai vervang al {{shown}} rye.',
    choose: 'Kies CSV',
    uploading: 'Laai {{name}} op… {{percent}}%',
    importing: 'Voer {{name}} in…',
    progress: 'Oplaaivordering',
    imported_one: '{{shown}} ry uit {{name}} ingevoer.',
    imported_other: '{{shown}} rye uit {{name}} ingevoer.',
    failedTitle: '{{name}} is nie ingevoer nie',
    failedText: '{{message}} Die lys het steeds sy vorige rye.',
  },
};
