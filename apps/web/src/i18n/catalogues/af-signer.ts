import type { Catalogue } from './catalogue.ts';
import type { enSigner } from './en-signer.ts';

/** The rest of the signer's page: Afrikaans. */
export const afSigner: Catalogue<typeof enSigner> = {
  close: 'Maak toe',
  cancel: 'Kanselleer',
  loading: 'Laai tans…',
  theSender: 'die sender',
  field: {
    yourAnswer: 'Jou antwoord',
    typeHere: 'Tik hier',
  },
  sheet: {
    fillIn: 'Vul {{field}} in',
    done: 'Klaar',
  },
  date: {
    pick: 'Kies die datum op ’n kalender',
  },
  wizard: {
    start: 'Begin',
    next: 'Volgende',
  },
  tabs: {
    viewed: 'gesien',
    nextDocument: 'Volgende dokument',
    left_one: '{{count}} veld om in te vul in {{document}}',
    left_other: '{{count}} velde om in te vul in {{document}}',
  },
  supporting: {
    title: 'Bygaande dokumente',
    pleaseRead: '(lees asseblief)',
  },
  view: {
    showAs: 'Wys die dokument as',
    form: 'Vorm',
    pages: 'Bladsye',
  },
  form: {
    region: 'Vorm',
    loading: 'Die vorm word gelaai',
    failed: 'Die vorm kon nie gelaai word nie',
    failedText: 'Vul eerder die velde op die bladsye in.',
    showPages: 'Wys die bladsye',
    nothing: 'Niks vir jou om in te vul nie',
    nothingText: 'Lees die bladsye en kies dan Klaar onderteken.',
    alsoToFill: 'Ook in te vul',
    yourFields: 'Jou velde',
    required: 'Vul dit in om klaar te maak',
    replace: 'Vervang',
    yours: { signature: 'Jou handtekening', initial: 'Jou paraaf' },
    change: { signature: 'Verander handtekening', initial: 'Verander paraaf' },
  },
  notes: {
    add: 'Voeg nota by',
    placing: 'Klik op die bladsy om die nota te plaas · Kanselleer',
    addTitle: 'Voeg ’n nota by',
    yourNote: 'Jou nota',
    note: 'Nota',
    noteHint: 'Die sender en hul span sal dit op die bladsy sien.',
    visible: 'Wys hierdie nota in die ondertekende dokument',
    remove: 'Verwyder nota',
    save: 'Stoor nota',
    by: 'Nota deur {{name}}: {{text}}',
    editYours: '{{note}}. Wysig jou nota',
    placeOnPage: 'Plaas die nota op bladsy {{page}}',
  },
  draft: {
    saving: 'Stoor tans…',
    saved: 'Alle veranderinge gestoor',
    retrying: 'Kon nie stoor nie — probeer weer',
    failed: 'Kon nie stoor nie',
  },
  metaData: {
    fetchFailed: 'Die metadata kon nie gehaal word nie. Laai asseblief die bladsy weer.',
    noDataForSelection: 'Geen data vir hierdie keuse nie. Probeer die keuses uitvee.',
    clear: 'Vee keuses uit',
  },
  messages: {
    incompleteFields:
      'Daar is nog onvoltooide velde. Vul asseblief al die velde in wat aan jou toegewys is.',
    childRejectionFailed: 'Iets het skeefgeloop, probeer asseblief weer',
    defaultRejectionReason:
      'Geen rede vir afkeuring gegee nie. Kontak asseblief die ondertekenaar vir meer besonderhede.',
    notSavedYet:
      'Jou jongste veranderinge kon nog nie gestoor word nie. Probeer asseblief oor ’n oomblik weer.',
    noExecutables: 'Ons aanvaar tans nie uitvoerbare lêers nie.',
    uploadFailed: 'Fout met die oplaai van jou lêer: {{reason}}',
    unfinished:
      "Jy het nog nie klaar onderteken nie. Maak seker dat jy 'Klaar onderteken' kies voordat jy weggaan, anders gaan jou veranderinge verlore.",
  },
};
