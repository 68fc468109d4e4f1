import type { ServerCatalogue } from './en-server.ts';

/** The server's messages about bulk sends, imports, mappings, forms and integrations: Afrikaans. */
export const afServerBulk: Pick<
  ServerCatalogue,
  | 'BULK_SEND_MESSAGES'
  | 'BULK_SEND_ENGINE_MESSAGES'
  | 'CSV_IMPORT_MESSAGES'
  | 'MAPPING_MESSAGES'
  | 'FORM_LINK_MESSAGES'
  | 'APPLICATION_MESSAGES'
  | 'INTEGRATION_MESSAGES'
  | 'PUBLIC_API_MESSAGES'
  | 'XPLAN_PREFILL_MESSAGES'
  | 'XPLAN_BULK_SEND_MESSAGES'
> = {
  BULK_SEND_MESSAGES: {
    noTemplate: 'Geen sjabloon vir hierdie grootmaatversending bepaal nie',
    noData: 'Geen data vir hierdie grootmaatversending gekies nie',
    incompleteFields:
      'Jy het onvoltooide velde: {{0}}. Los asseblief hierdie koppelings op voordat jy voortgaan.',
    nameRequired: 'Naam is nodig',
    invalidEmail: 'Nie ’n geldige e-posadres in die gekoppelde data nie',
    invalidMobile: 'Nie ’n geldige selfoonnommer nie',
    requiredFieldUnmapped: 'Verpligte veld {{0}} het geen data of koppeling nie',
    noTemplatesSelected: 'Geen sjablone gekies nie',
    importingTemplates: 'Sjablone word ingevoer.',
    recipientDataSaveFailed: '’n Fout het voorgekom met die byvoeg of bywerk van die ontvangerdata',
    recipientDataFetchFailed: '’n Fout het voorgekom met die ophaal van die ontvangerdata',
    clientSourceSaveFailed: '’n Fout het voorgekom met die byvoeg of bywerk van die kliëntbron',
    mappingUpdateFailed: '’n Fout het voorgekom met die bywerk van die koppeling.',
    csvTooSlow: 'Dit lyk of die CSV te lank geneem het om te skep.',
  },
  BULK_SEND_ENGINE_MESSAGES: {
    notFound: 'Grootmaatversending nie gevind nie',
    pauseOnlyWhileCreating:
      '’n Grootmaatversending kan net onderbreek word terwyl dokumente nog geskep word.',
    onlyFromSetup: 'Dit kan net verander word terwyl die grootmaatversending in opstelling is.',
    statusChange: '’n Grootmaatversending kan nie van {{0}} na {{1}} gaan nie.',
    remindersOnlyCreateAndSend:
      'Herinneringe word net gestuur vir grootmaatversendings wat skep en stuur.',
    remindersTooSoon: 'Herinneringe kan 2 dae ná die laaste lopie gestuur word.',
    remindersLocked:
      'Herinneringe is pas in die tou geplaas. Wag asseblief ’n minuut voordat jy weer stuur.',
    remindersEnqueued:
      'Herinneringe in die tou geplaas vir {{0}} dokumente wat op handtekeninge wag.',
    templateNotFound: 'Die sjabloon kon nie gevind word nie.',
    notTheTemplate: 'Dit is nie die sjabloon van hierdie grootmaatversending nie.',
    csvNotFound: 'Die CSV kon nie gevind word nie.',
    sourceNotFound: 'Die ontvangerdata kon nie gevind word nie.',
    activated: 'Geaktiveer: {{0}} rye gekies, dokumente word geskep.',
    resumed: 'Hervat: die oorblywende dokumente word geskep.',
    paused: 'Onderbreek: geen dokumente word meer geskep totdat dit weer geaktiveer word nie.',
    finished: 'Klaar: {{0}} dokumente geskep, {{1}} het misluk.',
    rowFailed: 'Ry nie geskep nie: {{0}}',
    remindersSent: 'Herinneringe gestuur vir {{0}} dokumente.',
  },
  CSV_IMPORT_MESSAGES: {
    notUtf8:
      'Die lêer is nie UTF-8-teks nie (reël {{0}}). Stoor dit uit jou sigblad as "CSV UTF-8" en laai dit weer op.',
    ragged:
      'Ry {{0}} het {{2}} kolomme, maar die opskrif het {{1}}. Kyk of ’n skeidingsteken ontbreek of te veel is, of of ’n aanhalingsteken nie gesluit is nie.',
    malformed:
      'Ry {{0}} kon nie gelees word nie: kyk vir ’n aanhalingsteken wat nie naby daardie ry gesluit is nie.',
    tooLarge: 'Die lêer is groter as {{0}} MB. Verdeel dit in kleiner lyste.',
    empty: 'Die lêer het geen opskrifry nie. Die eerste reël moet die kolomme noem.',
    fileMissing: 'Die lêer het nie aangekom nie. Laai dit asseblief weer op.',
    notCsv: 'Net .csv- en .txt-lêers kan ingevoer word.',
    descriptionRequired: 'Gee asseblief die kliëntelys ’n naam.',
  },
  MAPPING_MESSAGES: {
    unknownField: 'Die sjabloon het geen veld met die ID {{0}} nie.',
    unknownSigner: 'Die sjabloon het geen ondertekenaar met die rol {{0}} nie.',
    unknownCopyRecipient: 'Die sjabloon het geen afskrifontvanger {{0}} nie.',
    unknownColumn: 'Geen van die gekose databronne het ’n kolom met die naam {{0}} nie.',
    unknownSource: 'Die gekose databron is nie gevind nie.',
    notATemplate: 'Net ’n sjabloon het ’n datakoppeling.',
    mayNotConfigure: 'Jy mag nie datakoppelings opstel nie.',
  },
  FORM_LINK_MESSAGES: {
    unavailable:
      'Hierdie vorm is nie meer beskikbaar nie. Vra asseblief die sender vir ’n nuwe skakel.',
    linkUpdated: 'Vormskakel bygewerk.',
    linkReplaced: 'Die vormskakel is vervang. Die ou skakel werk nie meer nie.',
    nameRequired: 'Vul asseblief jou naam in.',
    emailInvalid: 'Vul asseblief ’n geldige e-posadres in.',
    mobileRequired: 'Vul asseblief jou selfoonnommer in.',
  },
  APPLICATION_MESSAGES: {
    createFailed: '’n Fout het voorgekom met die skep van jou nuwe toepassing.',
    updated: 'Toepassing bygewerk',
    created: 'Toepassing geskep. Kopieer die kliëntgeheim nou: dit sal nie weer gewys word nie.',
    secretRefreshed: 'Kliëntgeheim hernu. Kopieer dit nou: dit sal nie weer gewys word nie.',
    deleted: 'Toepassing geskrap',
    notFound: 'Toepassing nie gevind nie',
    nameRequired: '’n Naam vir die toepassing is nodig',
    nameTooLong: 'Hou die naam korter as 81 karakters',
    notWithCredential:
      'Toepassings kan nie met ’n API-sleutel of ’n toepassingstoken bestuur word nie. Meld eerder by Quire aan.',
    tokenInvalid: 'Hierdie toegangstoken is nie geldig nie. Dit het dalk verval of is herroep.',
    refreshConfirmTitle: 'Hernu die kliëntgeheim?',
    refreshConfirmBody:
      'Die huidige geheim en elke toegangstoken wat daarmee uitgereik is, hou dadelik op werk. Integrasies wat dit gebruik, moet die nuwe geheim kry.',
    deleteConfirmTitle: 'Skrap hierdie toepassing?',
    deleteConfirmBody:
      'Integrasies wat dit gebruik, kan nie meer toegangstokens kry nie, en die tokens wat hulle het, hou dadelik op werk.',
  },
  XPLAN_BULK_SEND_MESSAGES: {
    oneSource: 'Kies óf ’n kliëntelys óf XPLAN-kliënte, nie albei nie.',
  },
  XPLAN_PREFILL_MESSAGES: {
    noMapping:
      'Hierdie dokument se sjabloon het geen koppeling vanaf XPLAN-kliëntdata nie. Stel die koppeling op met XPLAN-kliënt as die bron.',
    mayNotPrefill: 'Jy mag nie kliëntdata gebruik nie.',
    prefilled: 'Ingevul vanaf {{0}}.',
  },
  INTEGRATION_MESSAGES: {
    siteUrlInvalid: 'Verkeerde URL vir die XPLAN-integrasiewerf',
    setupFailed: 'Fout met die opstel van die integrasie.',
    updateFailed: 'Fout met die bywerk van die integrasie.',
    authTimedOut: 'Waarmerking het uitgetel.',
    clientDataFailed: '’n Fout het voorgekom met die ophaal van kliëntdata.',
    fetchFailed: '’n Fout het voorgekom met die ophaal van integrasies',
    authenticated: 'Suksesvol gewaarmerk.',
    searchTooShort: 'Tik ten minste 2 karakters om na ’n kliënt te soek.',
    notFound: 'Hierdie integrasie bestaan nie.',
    notAdmin: 'Net werkruimte-administrateurs kan integrasies bestuur.',
    notActive: 'Hierdie integrasie is nie gekoppel nie. Stel dit weer op die Integrasies-skerm op.',
    nameRequired: '’n Naam vir die integrasie is nodig.',
    appIdRequired: 'Die XPLAN-toep-ID is nodig.',
    appSecretRequired: 'Die XPLAN-toepgeheim is nodig.',
    authorisationRefused: 'XPLAN het Quire nie gemagtig nie.',
    updated: 'Integrasie bygewerk.',
    deleted: 'Integrasie verwyder.',
    unknownFragment: 'Onbekende kliëntdatafragment.',
    clientIdInvalid: '’n Kliënt-ID is ’n heelgetal.',
  },
  PUBLIC_API_MESSAGES: {
    credentialRequired:
      'Waarmerk met ’n API-sleutel of ’n toegangstoken van ’n toepassing: Authorization: Bearer <token>.',
    tooManyRequests: 'Te veel versoeke vir hierdie bewys. Probeer weer ná die tyd in Retry-After.',
    idempotencyKeyInvalid: 'Idempotency-Key moet 1 tot 255 sigbare ASCII-karakters wees.',
    idempotencyKeyReused:
      'Hierdie Idempotency-Key is reeds vir ’n ander versoek gebruik. Gebruik ’n nuwe sleutel vir ’n nuwe versoek.',
    idempotencyKeyInProgress:
      '’n Versoek met hierdie Idempotency-Key word nog verwerk. Probeer binnekort weer.',
    notATemplate: 'Sjabloon nie gevind nie.',
    notComplete: 'Die ondertekende dokument is beskikbaar sodra die dokument voltooi is.',
    pdfRequired: 'Stuur die PDF as die versoek se liggaam met Content-Type: application/pdf.',
    unknownRole: 'Die sjabloon het geen ondertekenaar met die rol "{{0}}" nie.',
    unknownField: 'Die sjabloon het geen veld met die pasgemaakte ID "{{0}}" nie.',
  },
};
