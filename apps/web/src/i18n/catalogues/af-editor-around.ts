import type { Catalogue } from './catalogue.ts';
import type {
  enEditorApi,
  enEditorAppendices,
  enEditorFormView,
  enEditorNotifications,
  enEditorSubscriptions,
} from './en-editor-around.ts';

/** The More tab's dialogs: Afrikaans. */
export const afEditorNotifications: Catalogue<typeof enEditorNotifications> = {
  intro:
    'Quire stuur vir jou, die dokument se eienaar, ’n e-pos wanneer een hiervan gebeur. ’n Herinnering gaan na die ondertekenaars wat nog nie geteken het nie.',
  failed: '’n Fout het voorgekom met die byvoeg of bywerk van die kennisgewingreël',
  when: 'Wanneer',
  for: 'Vir',
  asSoon: 'Sodra dit gebeur',
  then: 'Dan',
  loadFailed: 'Die kennisgewingreëls kon nie gelaai word nie.',
  empty: 'Nog geen kennisgewingreëls nie.',
  after: 'ná {{countdown}}',
  atOnce: 'dadelik',
  delete: 'Skrap reël {{rule}}',
  actions: { notify: 'Stel in kennis', remind: 'Herinner' },
  events: {
    not_signed: 'Nie geteken nie',
    sms_failed: 'SMS het misluk',
    email_failed: 'E-pos het misluk',
    in_setup: 'In opstelling',
  },
};

export const afEditorSubscriptions: Catalogue<typeof enEditorSubscriptions> = {
  failed: '’n Fout het voorgekom met die bywerk van intekeninge',
  loadFailed: 'Die gebeurtenislys kon nie gelaai word nie.',
  intro:
    'Quire laat jou werkruimte se integrasies weet wanneer hierdie gebeurtenisse met hierdie dokument gebeur.',
  none: 'Geen gebeurtenisse is beskikbaar nie.',
  workspace: 'Ingeteken vir die hele werkruimte',
  organisationWide: 'Organisasiewyd',
};

export const afEditorApi: Catalogue<typeof enEditorApi> = {
  loadFailed: 'API-besonderhede kon nie gelaai word nie',
  intro:
    'Gebruik hierdie ID’s met die Quire-API by <mono>{{url}}</mono>. Stel <mono>{{token}}</mono> op ’n API-sleutel of ’n toegangsteken van een van jou toepassings.',
  template: 'Sjabloon',
  document: 'Dokument',
  templateKey: 'Sjabloonsleutel',
  documentKey: 'Dokumentsleutel',
  childKey: 'Sleutel van “{{name}}” in hierdie pakket',
  signerId: 'Ondertekenaar-ID: {{name}}',
  requests: 'Versoeke',
};

export const afEditorFormView: Catalogue<typeof enEditorFormView> = {
  loadFailed: 'Die vormaansig kon nie gelaai word nie.',
  order: 'Ondertekenaars sien die vorm in hierdie volgorde.',
  orderDrag: 'Sleep om te herrangskik. Ondertekenaars sien die vorm in hierdie volgorde.',
  addMissing_one: 'Voeg {{count}} ontbrekende veld by',
  addMissing_other: 'Voeg {{count}} ontbrekende velde by',
  addText: 'Voeg teks by',
  blocks: {
    h1: 'Opskrif 1',
    h2: 'Opskrif 2',
    h3: 'Opskrif 3',
    p: 'Paragraaf',
  },
  arrange: 'Rangskik',
  preview: 'Voorskou',
  save: 'Stoor vormaansig',
  missing: 'Ontbrekende veld',
  fieldEntry: 'Veld {{name}}',
  textEntry: '{{name}}: {{text}}',
  empty: 'leeg',
  move: 'Skuif {{name}}',
  labelFor: 'Etiket vir {{name}}',
  textOf: 'Teks van {{name}}',
  paragraphText: 'Paragraafteks',
  heading: 'Opskrif',
  remove: 'Verwyder uit die vorm',
  removeNamed: 'Verwyder {{name}}',
  blocksLabel: 'Vormaansig se blokke',
  nothing: 'Nog niks om te wys nie: plaas velde op die dokument of voeg teks by.',
  tapToSign: 'Tik om te teken',
  previewLabel: 'Vormvoorskou',
  formEmpty: 'Die vorm is leeg.',
};

export const afEditorAppendices: Catalogue<typeof enEditorAppendices> = {
  addFailed: '’n Fout het voorgekom met die byvoeg van die ondersteunende dokument',
  executable: 'Ons aanvaar tans nie uitvoerbare lêers nie.',
  drop: 'Los om dit by te voeg',
  uploading: '{{name}} word opgelaai',
  progress: 'Oplaaivordering',
  dropHere: 'Los ’n lêer hier, of',
  add: 'Voeg ondersteunende dokument by',
  notUploaded: 'Nie opgelaai nie',
  loadFailed: 'Die ondersteunende dokumente kon nie gelaai word nie.',
  empty:
    'Geen ondersteunende dokumente nie. Voeg lêers by wat ondertekenaars saam met hierdie dokument moet lees of aflaai.',
  autosave: 'Veranderinge word outomaties gestoor.',
  download: 'Laai af',
  downloadNamed: 'Laai {{name}} af',
  remove: 'Verwyder',
  removeNamed: 'Verwyder {{name}}',
  visibleTo: 'Sigbaar vir',
  audiences: {
    all: 'Almal',
    cc_recipients: 'Afskrifontvangers',
    signatories: 'Ondertekenaars',
    team: 'Span',
  },
};
