import type { Catalogue } from './catalogue.ts';
import type { enIntegrations } from './en-integrations.ts';

/** #integrations (XPLAN connections, client search), the editor's XPLAN prefill and its folder setting: Afrikaans. */
export const afIntegrations: Catalogue<typeof enIntegrations> = {
  cancel: 'Kanselleer',
  page: {
    title: 'Integrasies',
    intro:
      'Koppel jou stelsel vir finansiële beplanning sodat dokumente met ’n kliënt se besonderhede ingevul kan word.',
    loading: 'Laai integrasies',
    adminsOnly: 'Net administrateurs van {{account}} kan sy integrasies bestuur.',
    configured: 'Opgestelde integrasies',
    connectXplan: 'Koppel XPLAN',
    emptyTitle: 'Nog geen integrasies nie',
    emptyText:
      'Koppel XPLAN om jou kliënte te soek en dokumente met hul besonderhede in te vul. Jy het die toep-ID en -geheim nodig wat Iress vir Quire uitgereik het.',
  },
  card: {
    site: 'XPLAN · {{domain}}',
    connected: 'Gekoppel',
    notConnected: 'Nie gekoppel nie',
    added: 'Toep-ID {{appId}} · bygevoeg {{date}}',
    active: 'Aktief',
    reconnect: 'Koppel weer',
    configure: 'Stel op',
    unlink: 'Ontkoppel',
  },
  configure: {
    titleEdit: 'Stel {{name}} op',
    titleNew: 'Koppel XPLAN',
    name: 'Naam',
    siteLine: 'Werf: {{site}} · Toep-ID: {{appId}}',
    save: 'Stoor',
    waiting: 'Wag dat jy Quire in die XPLAN-venster toelaat…',
    secondsLeft: 'Nog {{seconds}} sekondes',
    intro:
      'Quire lees kliëntbesonderhede van jou XPLAN-werf af om dokumente in te vul. Jy het die toep-ID en -geheim nodig wat Iress vir Quire uitgereik het; XPLAN vra jou dan in ’n nuwe venster om toegang toe te laat.',
    siteUrl: 'URL van die XPLAN-werf',
    siteUrlPlaceholder: 'https://joupraktyk.xplan.iress.com.au',
    appId: 'Toep-ID',
    appSecret: 'Toepgeheim',
    appSecretHint: 'Word geënkripteer op die bediener bewaar; dit word nooit weer gewys nie.',
    connect: 'Koppel',
  },
  unlink: {
    title: 'Ontkoppel {{name}}?',
    message:
      'Quire hou op om kliënte van {{site}} af te lees en vergeet sy toegang. Dokumente wat reeds ingevul is, behou hul waardes. Jy kan later weer koppel.',
    confirm: 'Ontkoppel',
  },
  search: {
    title: 'Soek ’n kliënt in {{name}}',
    hint: 'Tik ’n naam, of ’n kliënt-ID om daardie kliënt oop te maak.',
  },
  details: {
    loading: 'Laai kliëntdata',
    heading: 'Waardes vir dokumente ({{rows}})',
    table: 'Kliëntdata van XPLAN',
    valueName: 'Naam van die waarde',
    value: 'Waarde',
  },
  picker: {
    label: 'Kliëntnaam of -ID',
    searching: 'Soek in XPLAN…',
    none: 'Geen kliënt in XPLAN pas by “{{term}}” nie.',
    list: 'XPLAN-kliënte',
    clientId: 'Kliënt-ID {{id}}',
  },
  prefill: {
    title: 'Vul vooraf in vanaf XPLAN-kliënt',
    intro:
      'Soek {{name}} op naam, of tik ’n kliënt-ID. Die sjabloon se koppeling bepaal watter van die kliënt se besonderhede watter ondertekenaars en velde invul.',
    reading: 'Lees {{name}} van XPLAN af',
    fill: 'Vul die dokument in',
    section: 'Kliëntdata',
    sectionHint: 'Vul ondertekenaars en velde in vanaf ’n kliënt in {{name}}.',
  },
  preview: {
    nothing: 'Die koppeling neem niks uit hierdie kliënt se data nie.',
    table: 'Wat {{name}} invul',
    fills: 'Vul in',
    with: 'Met',
    empty: '(leeg)',
    check: 'Kontroleer voor jy stuur',
    documentName: 'Dokumentnaam',
    subject: 'E-posonderwerp',
    message: 'E-posboodskap',
    person: '{{role}}: {{part}}',
    parts: { name: 'naam', email: 'e-pos', mobile: 'selfoon' },
    field: 'Veld {{id}}',
  },
  folder: {
    label: 'Vouer',
    topLevel: 'Nie in ’n vouer nie (boonste vlak)',
    somewhere: '’n Vouer van hierdie werkruimte',
    move: 'Skuif…',
    title: 'Liasseer in ’n vouer',
    description: "Kies waar '{{name}}' bewaar word. Die skuif behou sy geskiedenis.",
  },
};
