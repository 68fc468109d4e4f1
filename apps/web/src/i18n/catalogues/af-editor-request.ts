import type { Catalogue } from './catalogue.ts';
import type { enEditorRequest } from './en-editor-request.ts';

/** Request signatures, the review-and-send step, revert to setup: Afrikaans. */
export const afEditorRequest: Catalogue<typeof enEditorRequest> = {
  request: 'Vra handtekeninge',
  send: 'Stuur',
  moreWays: 'Meer maniere om te stuur',
  inPerson: 'Vra en teken persoonlik',
  revert: 'Terug na opstelling',
  revertShort: 'Terug',
  unsaved:
    'Sommige veranderinge is nog nie gestoor nie. Gaan asseblief jou verbinding na en probeer weer.',
  revertConfirm:
    'Is jy seker jy wil terugkeer na opstelling? Die dokument sal weer onderteken moet word. Alle ondertekeningsversoeke word gekanselleer, maar alle data bly behoue.',
  reviewTitle: 'Hersien en stuur',
  reviewIntro:
    'Gaan na wie gevra word om “{{name}}” te teken en wat hulle ontvang voordat dit uitgaan.',
  twoStepOn:
    'Tweestapverifikasie is aan: elke ondertekenaar voer ’n eenmalige kode in voordat hy of sy teken. Waarheen elke kode gaan, word hieronder gewys.',
  copies: 'Afskrifte',
  noCopies: 'Niemand anders kry ’n afskrif nie.',
  copyGets: '<b>{{name}}</b> kry die ondertekende dokument',
  copyByEmail: '<b>{{name}}</b> kry die ondertekende dokument per e-pos by {{to}}',
  copyByNumber: '<b>{{name}}</b> kry die ondertekende dokument by {{to}}',
  email: 'E-pos aan ondertekenaars',
  subjectDefault: '{{sender}} het vir jou “{{name}}” gestuur om te teken',
  wordingHelp:
    'As dit leeg gelaat word, word die grys bewoording gebruik. SMS- en WhatsApp-versoeke dra ’n kort standaardteks met die skakel.',
  reminders: 'Herinneringe',
  remindersFailed: 'Die herinneringe kon nie gelaai word nie.',
  noReminders: 'Geen herinneringe nie. Voeg een by onder Kennisgewingreëls.',
  reminder: 'Herinner ná {{after}} indien nie geteken nie',
  inPersonAfter: 'Ná die stuur gee jy hierdie toestel aan die ondertekenaars wat by jou is.',
  back: 'Terug na wysig',
  sendInPerson: 'Stuur en teken persoonlik',
  sequential: 'Ondertekenaars word stap vir stap gevra, in hierdie volgorde.',
  together: 'Almal word gelyktydig gevra om te teken.',
  groupStep: '{{name}} · teken saam',
  notNotified:
    'Geen versoek word gestuur nie (hul ondertekeningskennisgewings is af): deel hul ondertekeningskakel.',
  asked: 'Gevra om te teken {{route}}',
  code: 'Eenmalige kode {{route}}',
  route: 'per {{channel}} na {{to}}',
  channels: {
    email: 'e-pos',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    voice: '’n oproep',
  },
};
