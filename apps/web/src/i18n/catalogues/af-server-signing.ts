import type { ServerCatalogue } from './en-server.ts';

/** The server's messages about signers, signing, codes, deadlines and sealed copies: Afrikaans. */
export const afServerSigning: Pick<
  ServerCatalogue,
  | 'SIGNING_MESSAGES'
  | 'SIGNATORY_MESSAGES'
  | 'SIGNING_REQUEST_MESSAGES'
  | 'VERIFICATION_CODE_MESSAGES'
  | 'VERIFY_MESSAGES'
  | 'SIGNER_NOTE_MESSAGES'
  | 'SIGNER_UPLOAD_MESSAGES'
  | 'SIGNING_DRAFT_MESSAGES'
  | 'SIGNING_EXPIRY_MESSAGES'
  | 'FINAL_COPY_MESSAGES'
  | 'BLOCKING_CHECK_MESSAGES'
  | 'OWNER_NOTICE_TEXT'
  | 'SIGNING_NOTIFICATION_TEXT'
> = {
  SIGNING_MESSAGES: {
    incompleteFields:
      'Daar is nog onvoltooide velde. Vul asseblief al die velde in wat aan jou toegewys is.',
    unableToReject: 'Die dokument kan nie geweier word nie',
    defaultRejectionReason:
      'Geen rede vir die weiering is gegee nie. Kontak asseblief die ondertekenaar vir meer besonderhede.',
    childRejectionFailed: 'Iets het verkeerd geloop, probeer asseblief weer',
    notAwaitingSignatures: 'Hierdie dokument wag nie op handtekeninge nie.',
    notYourTurn: 'Dit is nog nie jou beurt om te onderteken nie.',
    alreadyFinished: 'Jy is reeds klaar met hierdie dokument.',
    notYourField: 'Jy kan nie ’n veld invul wat nie aan jou toegewys is nie.',
    fieldNotFound: 'Dataveld nie gevind nie.',
    notTheSignatory: 'Jy is nie hierdie ondertekenaar nie.',
    signatoryNotFound: 'Ondertekenaar nie gevind nie.',
    cannotExclude: 'Hierdie ondertekenaar kan nie uitgesluit word nie.',
    individualRejectionDisabled:
      'Om individuele dokumente te weier, is nie vir hierdie dokument aangeskakel nie.',
    verificationRequired: 'Vul asseblief die verifikasiekode in.',
    signed: 'Dokument onderteken.',
    progressSaved: 'Vordering gestoor.',
    rejected: 'Dokument geweier.',
    signLater: 'Jy kan hierdie dokument later onderteken.',
    excluded: 'Die ondertekenaar is uitgesluit.',
    termsAccepted: 'Voorwaardes aanvaar.',
  },
  SIGNATORY_MESSAGES: {
    emailInvalidWhenOptional:
      'Die e-posadres is ongeldig. Maak die e-posteks skoon as jy nie e-pos wil gebruik nie.',
    emailInvalid: 'Vul asseblief ’n geldige e-posadres in.',
    nameRequired: '’n Naam vir die ondertekenaar is nodig.',
    mobileRequired: 'Selfoonnommer is nodig',
    emailOrMobileRequired: 'E-pos of selfoonnommer is nodig.',
    mobileInvalid: 'Nie ’n geldige selfoonnommer nie',
    contactEmailInvalid: 'Vul asseblief ’n geldige e-posadres in.',
    fetchContactsFailed: '’n Fout het voorgekom met die ophaal van kontakte',
    updateSignatoryFailed: '’n Fout het voorgekom met die bywerk van hierdie ondertekenaar',
    groupNamesUnique: 'Groepname moet uniek wees',
    deleteSignerWithFieldsConfirm:
      'Dit skrap outomaties die ondertekenaar se velde. Dit kan nie ongedaan gemaak word nie. Klik op kanselleer om die velde na te gaan.',
    deleteSignerFieldsFirst:
      'Skrap of hertoewys eers die ondertekenaar se datavelde voordat jy die ondertekenaar verwyder',
    signatorySaved: 'Ondertekenaar gestoor.',
    signatoryRemoved: 'Ondertekenaar verwyder.',
    signatoryDetailsUpdated: 'Ondertekenaar se besonderhede bygewerk.',
    signatoryDetailsUpdatedNewLink:
      'Ondertekenaar se besonderhede bygewerk. ’n Nuwe ondertekeningskakel is gestuur; die ou een werk nie meer nie.',
    signatoriesReordered: 'Ondertekenaars herrangskik.',
    signerGroupSaved: 'Ondertekenaarsgroep gestoor.',
    signerGroupDeleted: 'Ondertekenaarsgroep geskrap.',
    copyRecipientsSaved: 'Afskrifontvangers gestoor.',
    signatoryNotFound: 'Ondertekenaar nie gevind nie.',
    signerGroupNotFound: 'Ondertekenaarsgroep nie gevind nie.',
    signerGroupNameRequired: '’n Naam vir die ondertekenaarsgroep is nodig.',
    signerGroupNameTooLong: '’n Ondertekenaarsgroep se naam mag hoogstens 100 karakters wees.',
    signerGroupsDisabled: 'Ondertekenaarsgroepe is vir hierdie dokument afgeskakel.',
    signatoriesOnlyInSetup:
      'Ondertekenaars kan net verander word terwyl die dokument in opstelling is.',
    signatoryDetailsNotEditable:
      'Hierdie ondertekenaar se besonderhede kan nie meer gewysig word nie.',
    associatedDocumentsInvalid:
      '’n Ondertekenaar kan net aan dokumente van hierdie pak gekoppel word.',
    reorderUnknownEntry:
      'Die nuwe volgorde noem ’n ondertekenaar of groep wat nie op hierdie dokument is nie.',
    copyRecipientsDuplicated: 'Dieselfde afskrifontvanger is twee keer gestuur.',
    copyRecipientContactRequired:
      '’n Afskrifontvanger het ’n e-posadres of ’n selfoonnommer nodig.',
  },
  SIGNING_REQUEST_MESSAGES: {
    notificationsDisabled:
      'Ondertekeningsversoeke aan hierdie gebruiker is afgeskakel. Skep ’n ondertekeningskakel of gebruik die API om ondertekeningskakels te skep',
    resent: 'Ondertekeningsversoek gestuur.',
    onlyWhileAwaiting:
      'Ondertekeningsversoeke kan net gestuur word terwyl die dokument en die ondertekenaar op handtekeninge wag.',
    noEmail: 'Hierdie ondertekenaar het geen e-posadres om die versoek na te stuur nie.',
    noMobileNumber: 'Hierdie ondertekenaar het geen selfoonnommer om die versoek na te stuur nie.',
    signatoryNotFound: 'Ondertekenaar nie gevind nie.',
    notNextSigner: 'Dit is nog nie hierdie ondertekenaar se beurt om te onderteken nie.',
    linkOnlyWhileAwaiting:
      'Ondertekeningskakels kan net gemaak word terwyl die dokument en die ondertekenaar op handtekeninge wag.',
    linkInvalid:
      'Hierdie ondertekeningskakel is nie meer geldig nie. Vra asseblief die sender vir ’n nuwe een.',
    mailsQueued:
      'Ondertekeningsversoeke in die tou geplaas: almal wie se beurt dit is en wat nog nie gevra is nie, sal een kry.',
  },
  VERIFICATION_CODE_MESSAGES: {
    tooShort: 'Die verifikasiekode moet ten minste 4 karakters hê.',
    wrong: 'Die verifikasiekode is verkeerd. {{0}} pogings oor.',
    locked: 'Te veel verkeerde verifikasiekodes. Vra asseblief vir ’n nuwe kode.',
    expired: 'Hierdie verifikasiekode het verval. Vra asseblief vir ’n nuwe kode.',
    used: 'Hierdie verifikasiekode is reeds gebruik. Vra asseblief vir ’n nuwe kode.',
    noCode:
      'Geen verifikasiekode is na hierdie ondertekenaar gestuur nie. Vra asseblief vir ’n kode.',
    resendTooSoon: 'Wag asseblief {{0}} sekondes voordat jy vir ’n nuwe kode vra.',
    tooManyCodes: 'Te veel verifikasiekodes is aangevra. Probeer asseblief later weer.',
    onlyWhileAwaiting:
      'Verifikasiekodes kan net gestuur word terwyl die dokument en die ondertekenaar op handtekeninge wag.',
    noEmail: 'Hierdie ondertekenaar het geen e-posadres om die kode na te stuur nie.',
    noMobileNumber: 'Hierdie ondertekenaar het geen selfoonnommer om die kode na te stuur nie.',
    otherMobileNumber:
      'Die kode kan net gestuur word na die selfoonnommer wat vir hierdie ondertekenaar op lêer is.',
    invalidMobileNumber: 'Vul asseblief ’n geldige selfoonnommer in.',
    sent: '’n Verifikasiekode is na {{0}} gestuur.',
    mailSubject: 'Jou Quire-verifikasiekode',
  },
  VERIFY_MESSAGES: {
    uploadFailed: 'Die dokument kon nie opgelaai word nie.',
    unchanged: 'Deur Quire verseël en onveranderd sedert dit verseël is.',
    changed: 'Deur Quire verseël, maar ná verseëling verander.',
    notQuire: 'Hierdie is nie ’n dokument wat hier deur Quire verseël is nie.',
    hashUnknown: 'Geen dokument wat hier deur Quire verseël is, het hierdie SHA-256 nie.',
    invalidSha256: '’n SHA-256 bestaan uit 64 heksadesimale karakters.',
    notAPdf: 'Hierdie lêer is nie ’n PDF nie.',
    linkUnknown: 'Hierdie verifikasieskakel is nie geldig nie.',
    otherPack: 'Hierdie PDF is nie die dokument waarvoor hierdie verifikasieskakel is nie.',
    checking: 'Die dokument word nagegaan…',
  },
  SIGNER_NOTE_MESSAGES: {
    notAllowed: 'Notas word nie op hierdie dokument toegelaat nie.',
    notNow: 'Notas kan net bygevoeg word terwyl die dokument op jou handtekening wag.',
    notYours: 'Jy kan net die notas verander wat jy bygevoeg het.',
    empty: 'Skryf asseblief iets in die nota.',
    tooLong: '’n Nota mag hoogstens 2000 karakters lank wees.',
    outsidePage: 'Die nota moet op ’n bladsy van hierdie dokument geplaas word.',
    saved: 'Nota gestoor',
    removed: 'Nota verwyder',
  },
  SIGNER_UPLOAD_MESSAGES: {
    notAnImage: 'Maak seker jy laai ’n prent op.',
    imageTooLarge: 'Hierdie prent is te groot. Die grootste prent wat Quire aanvaar, is 5 MB.',
    imageTooManyPixels: 'Hierdie prent is te groot. Laai asseblief ’n kleiner prent op.',
    noInkFound:
      'Ons kon nie ’n handtekening in hierdie prent vind nie. Laai asseblief ’n duideliker prent op.',
    fileUploaded: 'Lêer opgelaai',
    fileMissing: 'Die lêer het nie aangekom nie. Laai dit asseblief weer op.',
    filenameRequired: '’n Lêernaam is nodig',
    mayNotUpload: 'Jy het nie die toestemming om lêers na hierdie dokument op te laai nie.',
    notYourFile: 'Jy kan net ’n lêer aanheg wat jy self opgelaai het.',
    signatureNotFound: 'Daardie handtekening bestaan nie.',
    signatureDeleted: 'Handtekening verwyder',
  },
  SIGNING_DRAFT_MESSAGES: {
    saved: 'Jou veranderinge is gestoor.',
    notSavedYet:
      'Jou jongste veranderinge kon nog nie gestoor word nie. Probeer asseblief binnekort weer.',
    tooManyFields: '’n Stoor mag hoogstens 1000 velde bevat.',
  },
  SIGNING_EXPIRY_MESSAGES: {
    expired:
      'Die sperdatum om hierdie dokument te onderteken, is verby. Vra asseblief die sender om dit te verleng of dit weer te stuur.',
    mustBeFuture: 'Die sperdatum vir ondertekening moet in die toekoms wees.',
    notAllowed:
      'Jy het nie toestemming om die sperdatum vir ondertekening van hierdie dokument te verander nie.',
    onlyBeforeComplete:
      'Die sperdatum vir ondertekening kan net verander word terwyl die dokument in opstelling is of op handtekeninge wag.',
    passedBeforeSending:
      'Die sperdatum vir ondertekening van hierdie dokument is verby: stel ’n latere een, of verwyder dit, voordat jy stuur.',
    notOnTemplates:
      '’n Sjabloon het geen sperdatum vir ondertekening nie: stel een op die dokumente wat daaruit gemaak word.',
  },
  FINAL_COPY_MESSAGES: {
    linkExpired:
      'Hierdie skakel na die ondertekende dokument het verval of is teruggetrek. Vra asseblief die sender vir ’n afskrif.',
    linkUnknown:
      'Hierdie skakel na ’n ondertekende dokument bestaan nie. Maak seker jy het alles gekopieer.',
    notReady:
      'Die ondertekende dokument is nog nie gereed nie. Probeer asseblief oor ’n minuut weer.',
  },
  BLOCKING_CHECK_MESSAGES: {
    noSignatories: 'Daar is geen ondertekenaars aan die dokument toegewys nie.',
    noDocumentName: 'Vul asseblief ’n naam vir jou dokument in',
    noFields: 'Daar is geen velde vir hierdie dokument opgestel nie.',
    unassignedFields: 'Daar is velde wat nie toegewys is nie.',
    choicesMissing: 'Daar is keusevelde sonder keuses.',
    selfFieldsIncomplete:
      'Daar is velde wat aan jouself toegewys is en nog nie voltooi is nie. Voltooi asseblief hierdie velde.',
    invalidEmails: 'Sommige van die toegewysde e-posadresse is nie geldig nie.',
    signatoryNamesMissing: 'Alle ondertekenaars moet ’n naam hê.',
    invalidMobileNumbers: 'Alle ondertekenaars het ’n geldige selfoonnommer nodig',
    checkboxGroupsMissing: 'Daar is merkblokkies sonder ’n merkblokkiegroep.',
    invalidCustomIds: 'Daar is velde met ongeldige pasgemaakte ID’s',
  },
  OWNER_NOTICE_TEXT: {
    not_signed: '{{0}} het {{1}} nog nie onderteken nie',
    in_setup: '{{0}} is nog in opstelling en is nie gestuur nie',
    email_failed: 'Die e-pos aan {{0}} oor {{1}} kon nie afgelewer word nie',
    sms_failed: 'Die teksboodskap aan {{0}} oor {{1}} kon nie afgelewer word nie',
    expired: 'Die sperdatum om {{0}} te onderteken, is verby',
  },
  SIGNING_NOTIFICATION_TEXT: {
    signed: '{{0}} het {{1}} onderteken',
    rejected: '{{0}} het {{1}} geweier: {{2}}',
    completed: '{{0}} is voltooi',
  },
};
