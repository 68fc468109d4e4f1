import type { Catalogue } from './catalogue.ts';
import type { enManagement } from './en-management.ts';
import { afManagementFlags } from './af-management-flags.ts';

/** #management (the operator's permission screen): Afrikaans. */
export const afManagement: Catalogue<typeof enManagement> = {
  title: 'Bestuur',
  intro:
    'Verander wat mense in hul werkruimtes mag doen. Net operateurs van hierdie Quire-instansie sien hierdie bladsy.',
  checking: 'Gaan jou toegang na',
  loggingIn: 'Meld weer aan',
  checkFailed: '’n Fout het voorgekom',
  backToDocuments: 'Terug na dokumente',
  tryAgain: 'Probeer weer',
  emails: 'E-posadresse',
  emailsHint: 'Een adres, of verskeie geskei deur kommas',
  emailsPlaceholder: 'ann@example.com, bob@example.com',
  emailRequired: '’n Geldige e-posadres is nodig',
  fetch: 'Haal toestemmings',
  start: 'Voer ’n e-posadres in om daardie persoon se werkruimtes en toestemmings te sien.',
  loading: 'Laai toestemmings',
  fetchFailed: 'Kon nie die gebruiker se toestemmings haal nie',
  notFound: 'Nie gevind nie',
  unknownUsers: 'Geen Quire-gebruiker het die adres {{emails}} nie.',
  updated: 'Toestemmings bygewerk',
  updateFailed: 'Kon nie die toestemmings bywerk nie',
  users: {
    noWorkspace:
      '{{name}} ({{email}}) behoort aan geen werkruimte nie en het dus geen toestemmings om te verander nie.',
    admin: 'administrateur',
    member: 'lid',
    invited: 'uitnodiging nie aanvaar nie',
    workspace: 'Werkruimte',
    workspaceHint: 'Toestemmings behoort aan ’n lidmaatskap van een werkruimte',
    discardNote: 'As jy ’n ander werkruimte kies, gaan die ongestoorde veranderinge verlore.',
    count: '{{count}} gebruikers',
    workspaces_one: '{{email}} · {{count}} werkruimte',
    workspaces_other: '{{email}} · {{count}} werkruimtes',
    severalNote:
      'Elke toestemming begin by “Los”. Wat jy op Aan of Af stel, word in elke werkruimtelidmaatskap van hierdie gebruikers gestoor; die res bly soos dit is.',
    notSaved_one: '{{count}} verandering nie gestoor nie',
    notSaved_other: '{{count}} veranderinge nie gestoor nie',
    noChanges: 'Geen veranderinge nie',
    discard: 'Gooi weg',
    saveCount_one: 'Stoor {{count}} verandering',
    saveCount_other: 'Stoor {{count}} veranderinge',
    save: 'Stoor',
  },
  editor: {
    filter: 'Filtreer toestemmings',
    filterPlaceholder: 'bv. skrap of can_use_otp',
    noMatch: 'Geen toestemming pas by “{{filter}}” nie.',
    groups: {
      team: 'Span',
      document_permissions: 'Dokumente',
      user_profile_permissions: 'Profiel',
    },
    teamLevel: 'spanvlak',
    leave: 'Los',
    on: 'Aan',
    off: 'Af',
    changed: 'Verander',
  },
  history: {
    title: 'Onlangse veranderinge',
    loading: 'Laai onlangse veranderinge',
    empty: 'Geen toestemming van hierdie gebruikers is al hier verander nie.',
    changedTo: 'verander na',
    line: '{{user}} in {{workspace}} · deur {{operator}} · {{date}}',
  },
  flags: afManagementFlags,
};
