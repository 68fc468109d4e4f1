import type { Catalogue } from './catalogue.ts';
import type { enWorkspaces } from './en-workspaces.ts';

/** #team/new and #team/{key}: the workspace, its members and embedded signing: Afrikaans. */
export const afWorkspaces: Catalogue<typeof enWorkspaces> = {
  setupHeading: 'Stel werkruimte op',
  updateHeading: 'Werk {{name}} by',
  createIntro:
    '’n Werkruimte hou dokumente, sjablone en handelsmerk bymekaar vir ’n span. Jy sal die administrateur wees en kan die mense met wie jy werk, byvoeg.',
  create: 'Skep werkruimte',
  createFailed: '’n Fout het voorgekom terwyl hierdie werkruimte geskep is',
  created: 'Werkruimte geskep.',
  mayNotCreate: 'Jy het nie die regte om werkruimtes te skep nie.',
  name: 'Naam van werkruimte',
  namePlaceholder: 'bv. Acme Regsdienste',
  save: 'Stoor',
  fetchFailed: '’n Fout het voorgekom terwyl hierdie werkruimte gehaal is',
  backToDocuments: 'Terug na dokumente',
  personal: 'Persoonlik',
  personalIntro:
    'Net jy is in jou persoonlike werkruimte. Skep ’n spanwerkruimte om saam met ander te werk.',
  teamIntro: 'Lede van hierdie werkruimte deel sy dokumente, sjablone en handelsmerk.',
  switchTo: 'Skuif na hierdie werkruimte',
  branding: 'Handelsmerk',
  metadataSets: 'Metadatastelle',
  failed: '’n Fout het voorgekom.',
  updated: 'Werkruimte bygewerk.',
  onlyAdmins: 'Net ’n administrateur van hierdie werkruimte mag dit verander.',
  members: {
    title: 'Lede',
    count_one: '{{count}} lid',
    count_other: '{{count}} lede',
    you: '(jy)',
    invited: 'Genooi',
    admin: 'Admin',
    actionsFor: 'Aksies vir {{name}}',
    action: {
      make_admin: 'Maak administrateur',
      unmake_admin: 'Verwyder administrateursregte',
      resend: 'Stuur uitnodiging weer',
      remove: 'Verwyder uit werkruimte',
    },
    hiddenTitle: 'Lede is versteek',
    hidden:
      'Jy het nie toestemming om te sien wie aan {{workspace}} behoort nie. Vra ’n administrateur van die werkruimte as jy dit nodig het.',
    addUser: 'Voeg gebruiker by',
    leave: 'Verlaat werkruimte',
    leaveHint: 'Jy verloor toegang tot sy dokumente; ’n administrateur kan jou weer byvoeg.',
    leaveConfirm:
      'Verlaat {{workspace}}? Jy verloor dadelik toegang tot sy dokumente; ’n administrateur kan jou weer byvoeg.',
    removeTitle: 'Verwyder gebruiker',
    removeConfirm:
      'Verwyder {{name}} uit {{workspace}}? Hulle verloor dadelik toegang tot sy dokumente.',
    remove: 'Verwyder',
    unmakeSelfTitle: 'Verwyder jou administrateursregte?',
    unmakeSelfConfirm:
      'Jy sal nie meer gebruikers kan byvoeg of verwyder of {{workspace}} kan verander nie. Net ’n ander administrateur kan dit teruggee.',
    unmakeSelf: 'Verwyder my regte',
    userUpdated: 'Gebruiker is bygewerk.',
    updateFailed: '’n Fout het voorgekom terwyl die gebruiker bygewerk is. Probeer asseblief weer.',
    userRemoved: 'Gebruiker is uit die span verwyder.',
    removeFailed:
      '’n Fout het voorgekom terwyl die gebruiker verwyder is. Herlaai asseblief die skerm en probeer weer.',
    invitationSent: 'Uitnodiging gestuur.',
    userAdded: 'Gebruiker bygevoeg.',
  },
  addMember: {
    title: 'Voeg gebruiker by',
    intro:
      'Hulle kry ’n e-pos. Iemand sonder ’n Quire-rekening word genooi om een te skep en sluit by {{workspace}} aan wanneer hulle aanvaar.',
    failed:
      '’n Fout het voorgekom terwyl ’n nuwe gebruiker by die span gevoeg is. Probeer asseblief weer.',
    firstName: 'Voornaam',
    lastName: 'Van',
    email: 'E-posadres',
    admin: 'Administrateur',
    adminHint: 'Administrateurs voeg gebruikers by en verwyder hulle, en verander die werkruimte.',
    cancel: 'Kanselleer',
    add: 'Voeg gebruiker by',
  },
  embed: {
    title: 'Ingebedde ondertekening',
    intro:
      'Webwerwe wat hier gelys is, mag hierdie werkruimte se ondertekeningsbladsye binne hul eie bladsye wys. Alle ander webwerwe word geweier.',
    none: 'Geen webwerf mag nog hierdie werkruimte se dokumente inbed nie.',
    list: 'Toegelate webwerwe',
    remove: 'Verwyder',
    removeOrigin: 'Verwyder {{origin}}',
    origin: 'Webwerf-oorsprong',
    allow: 'Laat toe',
    readOnly:
      'Werkruimte-admins met die toestemming ‘Gebruik ingebedde vorms’ kan hierdie lys verander.',
    invalid:
      'Voer ’n oorsprong soos https://portal.example.com in: http of https, ’n gasheer en ’n opsionele poort, niks daarna nie.',
    added: 'Oorsprong toegelaat',
    removed: 'Oorsprong verwyder',
  },
};
