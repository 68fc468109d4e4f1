import type { Catalogue } from './catalogue.ts';
import type { enEditorLinks, enEditorMapping } from './en-editor-templates.ts';

/** The editor's template tools: Afrikaans. */
export const afEditorMapping: Catalogue<typeof enEditorMapping> = {
  configure: 'Stel koppeling op',
  saved: 'Koppeling gestoor.',
  merge: 'Voeg sjablone saam',
  mayNotMap: 'Jou werkruimte het jou nie toegelaat om datakoppelings op te stel nie.',
  mayNotMerge: 'Jou werkruimte het jou nie toegelaat om sjablone saam te voeg nie.',
  toolsTemplate:
    'Koppel kolomme van ontvangerdata aan hierdie sjabloon vir grootmaatversendings, of voeg ander sjablone daarby.',
  toolsDocument: 'Voeg die dokumente, velde en ondertekenaars van ander sjablone by hierdie een.',
  source: 'Ontvangerdata',
  sourceHint:
    "Die kliëntelys waarvan die kolomme hierdie sjabloon invul, of 'n XPLAN-kliënt se data",
  sourceRows_one: '{{name}} ({{count}} ry)',
  sourceRows_other: '{{name}} ({{count}} rye)',
  xplanSource: '{{name}} (vooraf invul in die redigeerder)',
  choose: 'Kies ontvangerdata',
  noSources: 'Nog geen ontvangerdata nie',
  noSourcesHelp:
    'Hierdie werkruimte het nog geen ontvangerdata nie. Laai ’n CSV van jou kliënte op onder Ontvangerdata en kom dan terug om die kolomme te koppel. Jy kan nou al vaste tekste instel.',
  readingColumns: 'Die kolomme word gelees…',
  problems: 'Koppelingsprobleme',
  before: 'Voordat ’n grootmaatversending hierdie sjabloon kan gebruik',
  complete: 'Elke ondertekenaar en verpligte veld het data.',
  save: 'Stoor koppeling',
  replaceTitle: 'Vervang bestaande koppelings',
  replaceMessage:
    'Hierdie sjabloon het reeds ’n datakoppeling. Stoor vervang die bestaande koppelings met dié wat hier gewys word.',
  replace: 'Vervang koppelings',
  loading: 'Die koppeling word gelaai',
  loadFailed: 'Die koppeling kon nie gelaai word nie.',
  mergeIntro:
    'Die gekose sjablone se dokumente, velde en ondertekenaars word by hierdie een gevoeg. ’n Ondertekenaar wie se rol reeds hier is, word daardie ondertekenaar.',
  noMatch: 'Geen sjablone pas by “{{query}}” nie.',
  noTemplates: 'Hierdie werkruimte het nog geen ander sjablone nie.',
  templates: 'Sjablone',
  documents_one: '{{count}} dokument',
  documents_other: '{{count}} dokumente',
  noneChosen: 'Niks gekies nie',
  chosen_one: '{{count}} gekies',
  chosen_other: '{{count}} gekies',
};

export const afEditorLinks: Catalogue<typeof enEditorLinks> = {
  title: 'Sjabloonskakels',
  loadFailed: 'Die sjabloonskakels kon nie gelaai word nie.',
  loading: 'Die sjabloonskakels word gelaai',
  formTitle: 'Herbruikbare vormskakel',
  templateTitle: 'Skep ’n dokument uit hierdie sjabloon',
  templateIntro:
    'Vir jou span en integrasies: hierdie skakel skep ’n nuwe dokument uit die sjabloon in die werkruimte van wie dit oopmaak, en maak dit in die redigeerder oop. Navraagparameters vul ondertekenaars en velde in.',
  template: 'Sjabloonskakel',
  example: 'Voorbeeld met parameters',
  parameter: 'Parameter',
  fillsIn: 'Vul in',
  wording: 'Die nuwe dokument se bewoording',
  signer: 'Ondertekenaar “{{role}}”',
  fieldValue: 'Veldwaarde',
  formSwitch: 'Enigiemand met die skakel kan hul eie afskrif invul en teken',
  formSwitchHint:
    'Elke persoon wat die skakel gebruik, kry ’n eie dokument wat dadelik aan hulle gestuur word.',
  formNotAllowed: 'Jy het nie toestemming om die vormskakel te verander nie.',
  needsSigner:
    'Voeg ’n ondertekenaar by hierdie sjabloon: wie ook al die vorm gebruik, teken as die eerste ondertekenaar, so tot dan sê die skakel dat die vorm nie beskikbaar is nie.',
  form: 'Vormskakel',
  qr: 'QR-kode van die vormskakel',
  off: 'Skakel afgeskakel',
  uses_one: 'Een keer gebruik',
  uses_other: '{{count}} keer gebruik',
  replace: 'Vervang skakel',
  replaceTitle: 'Vervang die vormskakel',
  replaceQuestion:
    'Enigiemand met die huidige skakel sal dit nie meer kan gebruik nie. Vervang die skakel?',
  copy: 'Kopieer',
  copyNamed: 'Kopieer {{name}}',
};
