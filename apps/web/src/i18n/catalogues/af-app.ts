import type { Catalogue } from './catalogue.ts';
import type { enApp } from './en-app.ts';

/** The shell around every page after login, its menus and the app's own notices: Afrikaans. */
export const afApp: Catalogue<typeof enApp> = {
  shell: {
    home: 'Quire: dokumente',
    workspace: 'Werkruimte',
    loadingAccount: 'Jou rekening word gelaai',
    loggingInAgain: 'Jy word weer aangemeld',
    loadFailed: 'Ons kon nie jou rekening laai nie',
    tryAgain: 'Probeer weer',
  },
  verifyEmail: {
    region: 'E-posbevestiging',
    text: 'Bevestig asseblief jou e-posadres',
    resend: 'Stuur skakel weer',
    sent: 'Skakel gestuur',
    sentNotice: 'Ons het ’n nuwe bevestigingskakel na jou e-posadres gestuur.',
  },
  userMenu: {
    open: 'Gebruikerskieslys ({{name}})',
    profile: 'Profiel',
    bulkSends: 'Grootmaatversendings',
    workspaceSettings: 'Werkruimte-instellings',
    clientLists: 'Kliëntelyste',
    metadataSets: 'Metadatastelle',
    applications: 'Toepassings',
    webhooks: 'Webhoeke',
    billing: 'Rekeninge',
    pricing: 'Pryse',
    share: 'Deel Quire',
    integrations: 'Integrasies',
    newWorkspace: 'Nuwe werkruimte',
    mailNotifications: 'E-poskennisgewings',
    tour: 'Neem die toer',
    management: 'Bestuur',
    logout: 'Meld af',
  },
  embedded: {
    opening: 'Die redigeerder word oopgemaak',
    editingAs: 'Redigeer as {{name}}',
    sessionEndedTitle: 'Sessie beëindig',
    sessionEnded:
      'Hierdie redigeersessie het geëindig. Laai die bladsy weer om die redigeerder weer oop te maak.',
    elsewhereTitle: 'Nie hier beskikbaar nie',
    onlyThisDocument: 'Slegs een dokument kan hier geredigeer word.',
    backToDocument: 'Terug na die dokument',
  },
  nothing: {
    title: 'Hier is niks nie',
    text: 'Die bladsy wat jy soek, bestaan nie of het geskuif. Kontroleer die adres, of gaan terug na jou dokumente.',
    back: 'Terug na dokumente',
  },
  routeError: {
    title: 'Iets het skeefgeloop',
    text: '’n Fout het voorgekom, probeer asseblief weer',
    reload: 'Laai die bladsy weer',
  },
  notices: {
    appUpdated: '{{app}} is bygewerk. Herlaai asseblief die bladsy.',
    sessionReplaced: 'Jy is uit jou vorige sessie afgemeld',
    internetDown: 'Dit lyk of jou internet af is. Wag ’n oomblik terwyl ons weer probeer koppel...',
  },
  notPermitted: {
    upload: 'Jy het nie die toestemming om dokumente op te laai nie. Vra ’n werkruimte-admin.',
    uploadToPack: 'Jy het nie die toestemming om dokumente by hierdie pak op te laai nie.',
    requestSignatures:
      'Jy het nie die toestemming om handtekeninge aan te vra nie. Vra ’n werkruimte-admin.',
    setting:
      'Jy het nie die toestemming om hierdie instelling te verander nie. Vra ’n werkruimte-admin.',
  },
  passkey: {
    alreadyRegistered: 'Hierdie toestel hou reeds ’n wagwoordsleutel vir jou rekening.',
    wrongDomain:
      'Wagwoordsleutels werk slegs op hierdie werf se eie veilige adres. Vra asseblief jou administrateur.',
    closed: 'Die wagwoordsleutel-venster is gesluit of het uitgetel. Probeer asseblief weer.',
  },
  tour: {
    role: 'produktoer',
    progress: 'Stap {{step}} van {{total}}',
    skip: 'Slaan toer oor',
    back: 'Terug',
    next: 'Volgende',
    finish: 'Klaar',
  },
};
