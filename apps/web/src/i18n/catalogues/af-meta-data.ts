import type { Catalogue } from './catalogue.ts';
import type { enMetaData } from './en-meta-data.ts';

/** #meta_data_sets and one metadata set (levels, values, CSV import): Afrikaans. */
export const afMetaData: Catalogue<typeof enMetaData> = {
  title: 'Metadatastelle',
  noAccessSubject: 'metadatastelle',
  intro:
    'Gekoppelde lyste waardes, soos provinsies en hul stede. ’n Keuseveld in die redigeerder kan sy opsies uit ’n stel neem, en ’n kindveld bied net die waardes onder dit wat sy ouerveld bevat.',
  newSet: 'Nuwe metadatastel',
  listNoun: 'metadatastelle',
  fetchFailed:
    'Iets het skeefgeloop met die haal van die metadata. Laai asseblief die bladsy weer.',
  noValues: 'Nog geen waardes ingevoer nie',
  levelCount: '{{name}} ({{shown}})',
  emptyTitle: 'Nog geen metadatastelle nie',
  emptyText:
    'Skep ’n stel en voer dan ’n CSV in waarvan die kolomme die stel se vlakke van links na regs is (Provinsie, Stad…). Elke ry is een pad van waardes; kolomme met name soos “City primary id” of “City secondary id” dra jou eie kodes.',
  name: {
    newTitle: 'Nuwe metadatastel',
    renameTitle: 'Hernoem metadatastel',
    description: 'Wat die waardes is, bv. ‘Provinsies en stede’',
    create: 'Skep stel',
    save: 'Stoor',
  },
  set: {
    back: 'Metadatastelle',
    archived: 'Geargiveer',
    levels: 'Vlakke: {{levels}}',
    noLevels: 'Voer ’n CSV in om hierdie stel sy vlakke en waardes te gee.',
    rename: 'Hernoem',
    archive: 'Argiveer',
    restore: 'Herstel',
  },
  import: {
    title: 'Voer waardes uit ’n CSV in',
    columns:
      'Kolomme: {{levels}} (van links na regs), opsioneel “{{level}} primary id” en “{{level}} secondary id” vir jou eie kodes. Waardes wat reeds in die stel is, word bygewerk, nie herhaal nie.',
    header:
      'Die opskrifry noem die vlakke, van ouer na kind van links na regs (bv. Provinsie, Stad). Voeg kolomme soos “Stad primary id” of “Stad secondary id” by vir jou eie kodes.',
    button: 'Voer CSV in',
    tooLarge: 'Die CSV is te groot (hoogstens 5 MB).',
    values_one: '{{shown}} waarde',
    values_other: '{{shown}} waardes',
    links_one: '{{shown}} skakel',
    links_other: '{{shown}} skakels',
    done: '{{values}} en {{links}} uit {{name}} ingevoer.',
  },
  level: {
    filterLabel: 'Filtreer {{level}} op naam',
    filterPlaceholder: 'Filtreer {{level}} op naam',
    noValuesForSelection: 'geen waardes is vir die keuse teruggegee nie',
    empty: 'Nog geen waardes op hierdie vlak nie.',
    first500: 'Wys die eerste 500 waardes. Filtreer op naam om ander te vind.',
    nameOf: 'Naam van {{name}}',
    archive: 'Argiveer',
    archiveNamed: 'Argiveer {{name}}',
  },
};
