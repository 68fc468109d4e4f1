import type { Catalogue } from './catalogue.ts';
import type { enEditorSettings } from './en-editor-settings.ts';

/** The setup editor's Settings tab (mail wording, theme, date format): Afrikaans. */
export const afEditorSettings: Catalogue<typeof enEditorSettings> = {
  title: 'Instellings',
  saving: 'Instellings word gestoor',
  onlyInSetup: 'Instellings kan net verander word terwyl die dokument opgestel word.',
  extras: 'E-posonderwerp en -boodskap',
  standardWording: 'Die standaardbewoording word gebruik.',
  edit: 'Wysig',
  groupsOffTitle: 'Skakel ondertekenaarsgroepe af',
  groupsOffConfirm:
    'As ondertekenaarsgroepe afgeskakel word, word die groepe van hierdie dokument geskrap. Hul ondertekenaars bly op die dokument, sonder groep.',
  groupsOff: 'Skakel af en skrap groepe',
  extrasIntro:
    'Ondertekenaars en afskrifontvangers sien dit in die e-pos wat hulle na die dokument bring. Laat dit leeg om die standaardbewoording te gebruik.',
  subject: 'Onderwerp',
  subjectExample: 'bv. Teken asseblief {{name}}',
  message: 'Boodskap',
  messagePlaceholder: 'Voeg ’n persoonlike nota by vir die mense aan wie jy dit stuur.',
  dateFormat: 'Datumformaat',
  dateFormatHint: 'Hoe datums vir ondertekenaars lees, op die skerm en in die ondertekende PDF.',
  dateFormatHelp:
    'Ondertekenaars tik datums in hierdie formaat of kies dit uit ’n kalender; die datum waarop ’n ondertekenaar teken, word op dieselfde manier geskryf.',
  workspaceDefault: 'Werkruimte se verstek ({{name}})',
  quireDefault: 'Quire se verstek',
  loadingThemes: 'Temas word gelaai…',
  noThemes:
    'Hierdie werkruimte het nog geen temas nie: e-posse en ondertekeningsbladsye gebruik Quire se voorkoms.',
  themeHint:
    'Die kleure en opskrifprente van die e-posse en ondertekeningsbladsye van hierdie dokument.',
  theme: 'Handelsmerktema',
  themeDeleted:
    'Die tema wat vir hierdie dokument gekies is, is geskrap; dit gebruik nou die werkruimte se verstek.',
  themesFailed: '’n Fout het voorgekom terwyl temas gehaal is',
  manageThemes: 'Bestuur temas',
};
