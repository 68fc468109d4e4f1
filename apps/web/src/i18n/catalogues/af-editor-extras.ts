import type { Catalogue } from './catalogue.ts';
import type { enEditorAttributes, enEditorDeadline, enEditorMore } from './en-editor-extras.ts';

/** The editor's More tab: Afrikaans. */
export const afEditorMore: Catalogue<typeof enEditorMore> = {
  view: 'Bekyk',
  appendices: 'Ondersteunende dokumente',
  customFields: 'Pasgemaakte velde',
  bulkAndTemplates: 'Grootmaatversendings en sjablone',
  around: 'Rondom hierdie dokument',
  notificationRules: 'Kennisgewingreëls',
  notificationRulesHint: 'Herinneringe en waarskuwings oor hierdie dokument',
  subscriptions: 'Gebeurtenisintekeninge',
  subscriptionsHint: 'Gebeurtenisse wat na jou integrasies gestuur word',
  formView: 'Vormaansig',
  formViewHint: 'Vul die dokument as ’n eenvoudige vorm in',
  apiDetails: 'API-besonderhede',
  apiDetailsHint: 'ID’s en API-versoeke gereed om te kopieer',
  templateLinksHint:
    '’n Herbruikbare vormskakel met sy QR-kode, en ’n skakel wat ’n dokument vooraf invul',
};

export const afEditorDeadline: Catalogue<typeof enEditorDeadline> = {
  title: 'Ondertekeningsperdatum',
  none: 'Geen sperdatum nie',
  line: 'Ondertekeningsperdatum: <b>{{deadline}}</b>',
  change: 'Verander',
  set: 'Stel',
  saved: 'Ondertekeningsperdatum gestoor.',
  removed: 'Ondertekeningsperdatum verwyder.',
  choose: 'Kies die datum en tyd waarop die ondertekeningskakels ophou werk.',
  intro:
    'Ná die sperdatum kan ondertekenaars hierdie dokument nie meer oopmaak of teken nie: hul skakel sê vir hulle die sperdatum is verby. Jy word een keer laat weet, en jy kan ’n latere sperdatum stel om dit weer oop te maak.',
  stopAt: 'Skakels hou op werk om',
  timeZone: 'In jou tydsone',
  readOnly: 'Jy kan die sperdatum sien, maar nie verander nie.',
  remove: 'Verwyder sperdatum',
  save: 'Stoor sperdatum',
};

export const afEditorAttributes: Catalogue<typeof enEditorAttributes> = {
  loadFailed: 'Die pasgemaakte velde kon nie gelaai word nie.',
  empty:
    'Geen pasgemaakte velde nie. Pasgemaakte velde dra waardes soos ’n kliëntnommer deur na die API en die finale dokument se data.',
  add: 'Voeg pasgemaakte veld by',
  new: 'Nuwe pasgemaakte veld',
  name: 'Naam',
  namePlaceholder: 'bv. Kliëntnommer',
  control: 'Pasgemaakte kontrole',
  configure: 'Stel kontrole op vir {{name}}',
  delete: 'Skrap',
  deleteNamed: 'Skrap {{name}}',
  id: 'ID',
  idOf: 'ID van {{name}}',
  ticked: 'Waarde: gemerk',
  value: 'Waarde',
  choose: 'Kies',
  valuePlaceholder: 'Ingevul voor die stuur, of oorgelaat vir die API',
  controls: {
    text: 'Teksblokkie',
    dropdown: 'Aftreklys',
    checkbox: 'Merkblokkie',
    date: 'Datum',
  },
  levels: {
    document_pack: 'Dokumentpakket',
    child_document: 'Dokument',
    data_field_file: 'Lêerveld',
    appendix: 'Ondersteunende dokument',
  },
  which: {
    document_pack: 'Watter dokumentpakket',
    child_document: 'Watter dokument',
    data_field_file: 'Watter lêerveld',
    appendix: 'Watter ondersteunende dokument',
  },
  modalTitle: 'Pasgemaakte kontrole: {{name}}',
  shownAs: 'Gewys as',
  plain: 'Gewone pasgemaakte veld',
  level: 'Kontrolevlak',
  levelHint: 'Waaraan die kontrole behoort',
  noneYet: 'Daar is nog geen in hierdie dokument nie',
  choices: 'Keuses',
  choicesHint: 'Druk Enter ná elke keuse',
  placeholder: 'Plekhouer',
  message: 'Boodskap as dit leeg gelaat word',
  messageHint: 'Word gewys voordat handtekeninge gevra word as hierdie verpligte kontrole leeg is',
  messageDefault: 'Veld {{name}} is onvolledig',
  chooseRelated: 'Kies waaraan die kontrole behoort.',
  addChoice: 'Voeg ten minste een keuse by.',
  save: 'Stoor kontrole',
};
