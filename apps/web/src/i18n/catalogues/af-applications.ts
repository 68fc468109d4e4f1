import type { Catalogue } from './catalogue.ts';
import type { enApplications } from './en-applications.ts';

/** #applications (OAuth applications, their client id and secret): Afrikaans. */
export const afApplications: Catalogue<typeof enApplications> = {
  title: 'Toepassings',
  intro:
    '’n Toepassing laat ’n ander stelsel die Quire-API met OAuth 2.0-kliëntbewyse roep. Dit tree as jy in hierdie werkruimte op, met jou toestemmings. <docs>API-naslaan</docs>',
  newApplication: 'Nuwe toepassing',
  loadFailed: 'Die toepassings kon nie gelaai word nie.',
  emptyTitle: 'Nog geen toepassings nie',
  emptyText:
    'Skep een om ’n kliënt-ID en -geheim vir jou integrasie te kry. Die geheim word net een keer gewys, wanneer jy dit skep.',
  failed: '’n Fout het voorgekom.',
  createFailed: 'Iets het skeefgeloop met die skep van jou nuwe toepassing.',
  updated: 'Toepassing bygewerk',
  deleted: 'Toepassing geskrap',
  nameRequired: '’n Naam vir die toepassing is nodig',
  refreshConfirmTitle: 'Vernuwe die kliëntgeheim?',
  refreshConfirmBody:
    'Die huidige geheim en elke toegangsteken wat daarmee uitgereik is, hou dadelik op werk. Integrasies wat dit gebruik, moet die nuwe geheim kry.',
  deleteConfirmTitle: 'Skrap hierdie toepassing?',
  deleteConfirmBody:
    'Integrasies wat dit gebruik, kan nie meer toegangstekens kry nie, en die tekens wat hulle het, hou dadelik op werk.',
  deleteApplication: 'Skrap toepassing',
  newSecretTitle: 'Kopieer jou nuwe kliëntgeheim',
  create: {
    shownTitle: 'Kopieer jou kliëntgeheim',
    name: 'Naam',
    nameHint: 'Wat dit gaan gebruik, sodat jy later toepassings van mekaar kan onderskei',
    placeholder: 'CRM-integrasie',
    cancel: 'Kanselleer',
    submit: 'Skep toepassing',
  },
  card: {
    name: 'Toepassingsnaam',
    saving: 'Stoor',
    clientId: 'Kliënt-ID',
    secret: 'Kliëntgeheim',
    created: 'Geskep',
    refreshed: 'Geheim vernuwe',
    lastUsed: 'Laas gebruik',
    never: 'Nooit',
    refresh: 'Vernuwe geheim',
    refreshNamed: 'Vernuwe die kliëntgeheim van {{name}}',
    delete: 'Skrap',
    deleteNamed: 'Skrap {{name}}',
  },
  secret: {
    warning:
      'Kopieer die kliëntgeheim nou en hou dit êrens veilig. Quire hou net ’n vingerafdruk daarvan en kan dit nie weer wys nie.',
    clientId: 'Kliënt-ID',
    secret: 'Kliëntgeheim',
    token: 'Kry ’n toegangsteken',
    done: 'Ek het die geheim gekopieer',
  },
};
