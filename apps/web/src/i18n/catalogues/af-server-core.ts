import type { ServerCatalogue } from './en-server.ts';

/** The server's general, account-access and document-list messages: Afrikaans. */
export const afServerCore: Pick<
  ServerCatalogue,
  'MESSAGES' | 'STATUS_MESSAGES' | 'DATE_FORMAT_MESSAGES' | 'AUDIT_MESSAGES'
> = {
  MESSAGES: {
    genericServerError: '’n Fout het voorgekom, probeer asseblief weer',
    notAuthorized: 'Jy het nie magtiging om hierdie aksie uit te voer nie.',
    internetDown: 'Dit lyk of jou internet af is. Wag ’n oomblik terwyl ons probeer herkoppel...',
    loggedOutOfPreviousSession: 'Jy is uit jou vorige sessie afgemeld',
    anErrorOccurred: '’n Fout het voorgekom.',
    serviceUnavailable: 'Quire is vir ’n oomblik onbeskikbaar. Probeer asseblief binnekort weer.',
    storageUnavailable: 'Die lêer kon nie nou gestoor word nie. Probeer asseblief binnekort weer.',
    diskFull:
      'Quire se skyfspasie is op, dus is dit nie gestoor nie. Probeer asseblief later weer, en sê vir jou administrateur as dit aanhou.',
    unknownError: '’n Onbekende fout het voorgekom',
    fetchWorkspaceFailed: '’n Fout het voorgekom met die ophaal van hierdie werkruimte',
    createWorkspaceFailed: '’n Fout het voorgekom met die skep van hierdie werkruimte',
    personalAccountNoUsers:
      'Jy kan nie ander gebruikers by jou persoonlike rekening voeg nie. Skep eerder ’n nuwe span.',
    validEmailRequired: '’n Geldige e-posadres is nodig',
    validNameRequired: '’n Geldige naam is nodig',
    sameUserTwice: 'Jy mag nie dieselfde gebruiker meer as een keer byvoeg nie.',
    lastAdmin: 'Jy moet ’n ander administrateur aanstel.',
    mayNotRemoveYourself: 'Jy mag nie jouself uit hierdie span verwyder nie.',
    lastAdminLeaving: 'Jy moet ’n ander administrateur aanstel as jy hierdie span wil verlaat.',
    updateUserFailed:
      '’n Fout het voorgekom met die bywerk van die gebruiker. Probeer asseblief weer.',
    removeUserFailed:
      '’n Fout het voorgekom met die verwydering van die gebruiker. Herlaai asseblief die skerm en probeer weer.',
    addUserFailed:
      '’n Fout het voorgekom met die byvoeg van ’n nuwe gebruiker tot die span. Probeer asseblief weer.',
    fetchPermissionsFailed: 'Fout met die ophaal van gebruikerstoestemmings',
    updatePermissionsFailed: 'Die toestemmings kon nie bygewerk word nie',
    managementCheckFailed: '’n Fout het voorgekom',
    createThemeFailed: '’n Fout het voorgekom met die skep van hierdie tema',
    fetchThemesFailed: '’n Fout het voorgekom met die ophaal van temas',
    themeUpdated: 'Tema bygewerk',
    teamUserUpdated: 'Gebruiker is bygewerk.',
    teamUserRemoved: 'Gebruiker is uit die span verwyder.',
    permissionsUpdated: 'Toestemmings bygewerk',
    signUpCheckEmail:
      'Dankie dat jy ingeteken het. Ons het ’n skakel gestuur om jou e-posadres te bevestig.',
    loginFailed: 'Verkeerde e-posadres of wagwoord.',
    loggedIn: 'Aangemeld.',
    loggedOut: 'Jy is afgemeld.',
    loginRequired: 'Meld asseblief aan om voort te gaan.',
    sessionExpired: 'Jou sessie het verval. Meld asseblief weer aan.',
    xsrfInvalid:
      'Jou versoek kon nie bevestig word nie. Herlaai asseblief die bladsy en probeer weer.',
    tooManyAttempts: 'Te veel pogings. Wag asseblief ’n paar minute en probeer weer.',
    emailVerified: 'Jou e-posadres is bevestig.',
    verificationLinkInvalid:
      'Hierdie bevestigingskakel is ongeldig of het verval. Meld aan om ’n nuwe een te laat stuur.',
    verificationSent: 'Ons het ’n nuwe bevestigingskakel na jou e-posadres gestuur.',
    alreadyVerified: 'Jou e-posadres is reeds bevestig.',
    passwordResetRequested:
      'As daar ’n rekening vir daardie e-posadres is, het ons ’n skakel gestuur om die wagwoord terug te stel.',
    resetLinkInvalid:
      'Hierdie skakel om die wagwoord terug te stel, is ongeldig of het verval. Vra asseblief vir ’n nuwe een.',
    passwordUpdated: 'Wagwoord bygewerk',
    fullNameRequired: 'Vul asseblief jou volle naam in.',
    userUpdated: 'bygewerk',
    termsMustBeAccepted: 'Aanvaar asseblief die voorwaardes om voort te gaan.',
    workspaceNotFound: 'Werkruimte nie gevind nie.',
    notWorkspaceMember: 'Jy is nie ’n lid van hierdie werkruimte nie.',
    workspaceNameRequired: 'Vul asseblief ’n naam vir die werkruimte in.',
    workspaceCreated: 'Werkruimte geskep.',
    workspaceUpdated: 'Werkruimte bygewerk.',
    mayNotCreateTeams: 'Jy het nie die toestemming om werkruimtes te skep nie.',
    onlyAdminsMayUpdate: 'Net ’n administrateur van hierdie werkruimte mag dit verander.',
    notificationNotFound: 'Kennisgewing nie gevind nie.',
    notificationsMarkedRead: 'Kennisgewings as gelees gemerk.',
    notFound: 'Nie gevind nie.',
    onlyPdf: 'Ons aanvaar tans net PDF-lêers.',
    noExecutables: 'Ons aanvaar tans nie uitvoerbare lêers nie.',
    documentNotFound: 'Dokument nie gevind nie.',
    mergeNeedsTwo: 'Minder as twee dokumente kan nie in ’n nuwe dokument saamgevoeg word nie',
    noTemplatesSelected: 'Geen sjablone gekies nie',
    someNotDeleted: 'Sommige dokumente kon nie geskrap word nie omdat jy nie die toestemming het nie',
    someNotRecovered:
      'Sommige dokumente kon nie herstel word nie omdat jy nie die toestemming het nie',
    someNotMoved: 'Sommige dokumente kan nie geskuif word nie omdat jy nie die toestemming het nie',
    noneMoved: 'Die dokument(e) kan nie geskuif word nie omdat jy nie die toestemming het nie',
    mayNotCopy: 'Jy het nie die toestemming om dokumente te kopieer nie',
    mayNotDelete: 'Jy het nie toestemming om hierdie dokument te skrap nie.',
    documentsCopied: 'Dokument(e) gekopieer.',
    someDocumentsCopied: '(Sommige) dokument(e) gekopieer.',
    documentsNotCopied: 'Dokumente kon nie gekopieer word nie',
    moveFailed: '’n Fout het voorgekom met hierdie skuif.',
    searchFailed: '’n Fout het voorgekom met die soek na dokumente',
    templatesFetchFailed: '’n Fout het voorgekom met die ophaal van sjablone',
    previewTimedOut: 'Dit lyk of die voorskou te lank geneem het om te skep.',
    csvTimedOut: 'Dit lyk of die CSV te lank geneem het om te skep.',
    uploadFailedPrefix: 'Fout met die oplaai van jou lêer:/',
    deleteFailed: '’n Onbekende fout het voorgekom met die skrap van die dokument',
    replacePdfConfirm:
      'Dit vervang die PDF waaroor die velde gelê is. Wil jy voortgaan?',
    pdfPasswordRequired: 'PDF-wagwoord nodig',
    xfaNotSupported: 'XFA-vorm word nie ondersteun nie',
    notInSetup: 'Hierdie dokument kan net verander word terwyl dit in opstelling is.',
    uploadNotAllowed: 'Jy het nie die toestemming om dokumente na hierdie pak op te laai nie.',
    wrongPdfPassword: 'Daardie wagwoord maak nie hierdie PDF oop nie. Probeer asseblief weer.',
    searchTooShort: 'Tik asseblief ten minste 3 karakters om te soek.',
    invalidCursor: 'Hierdie bladsy van die lys is nie meer beskikbaar nie. Herlaai asseblief die lys.',
    documentDeleted: 'Dokument na die asblik geskuif.',
    childDocumentDeleted: 'Dokument uit die pak verwyder.',
    lastChildDocument: '’n Pak het ten minste een dokument nodig. Skrap eerder die hele pak.',
    documentRecovered: 'Dokument herstel.',
    notInTrash: 'Hierdie dokument is nie in die asblik nie.',
    documentPermanentlyDeleted: 'Dokument permanent geskrap.',
    onlyPacksPermanentlyDeleted: 'Net dokumente in die asblik kan permanent geskrap word.',
    documentsMerged: 'Dokumente in ’n nuwe dokument saamgevoeg.',
    convertedToTemplate: 'Sjabloon uit hierdie dokument geskep.',
    mayNotCreateTemplates: 'Jy het nie die toestemming om sjablone te skep nie.',
    copyCreated: 'Dokument(e) gekopieer.',
    notATemplate: 'Hierdie dokument is nie ’n sjabloon nie.',
    childOrderInvalid: 'Die nuwe volgorde moet elke dokument van hierdie pak een keer noem.',
    mayNotDownload: 'Jy het nie die toestemming om dit af te laai nie.',
    tempDownloadFailed: 'Dit lyk of die voorskou te lank geneem het om te skep.',
    mayNotDoBulkActions: 'Jy het nie die toestemming om grootmaataksies uit te voer nie.',
  },
  STATUS_MESSAGES: {
    signatureRequestsQueued: 'Opstelling voltooi. Ondertekeningsversoeke is in die tou geplaas.',
    revertConfirm:
      'Is jy seker jy wil terugkeer na opstelling? Die dokument sal weer onderteken moet word. Alle ondertekeningsversoeke sal gekanselleer word, maar alle data sal behoue bly.',
    revertedToSetup:
      'Die dokument se status is teruggestel na opstelling. Alle ondertekeningsversoeke is gekanselleer.',
    revertFromCompleted: 'Die status kan nie van voltooi na opstelling verander word nie',
    requestOnlyInSetup: 'Handtekeninge kan net aangevra word terwyl die dokument in opstelling is.',
    templateCannotBeSent:
      '’n Sjabloon kan nie vir ondertekening gestuur word nie. Skep eers ’n dokument daaruit.',
    alreadyInSetup: 'Hierdie dokument is reeds in opstelling.',
    revertOnlyWhileSigning:
      'Net ’n dokument wat op handtekeninge wag, kan na opstelling teruggestel word.',
    inTrash: 'Hierdie dokument is in die asblik. Herstel dit eers.',
    stillConverting:
      'Wag asseblief totdat elke dokument van hierdie pak klaar omgeskakel is.',
    statusChangeAlone: 'Verander die dokument se status op sy eie, sonder ander veranderinge.',
    completeOnlyWhileSigning:
      'Net ’n dokument wat op handtekeninge wag, kan as voltooi gemerk word.',
    markedComplete:
      'Die dokument is as voltooi gemerk. Ondertekenaars wat nog nie onderteken het nie, is uitgesluit.',
  },
  DATE_FORMAT_MESSAGES: {
    unknownFormat: 'Onbekende datumformaat.',
    unknownTimeZone: 'Onbekende tydsone.',
  },
  AUDIT_MESSAGES: {
    notVisibleInSetup: 'Die ouditspoor is beskikbaar sodra handtekeninge aangevra is.',
    invalidSince:
      'since moet ’n ISO 8601-datum en -tyd wees, bv. 2026-01-31T12:00:00Z.',
  },
};
