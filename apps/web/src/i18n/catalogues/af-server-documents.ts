import type { ServerCatalogue } from './en-server.ts';

/** The server's messages about fields, extras, folders, PDFs, metadata and embedding: Afrikaans. */
export const afServerDocuments: Pick<
  ServerCatalogue,
  | 'FIELD_MESSAGES'
  | 'FONT_SIZE_MESSAGES'
  | 'EXTRAS_MESSAGES'
  | 'TEMPLATE_MESSAGES'
  | 'TREE_MESSAGES'
  | 'CONVERSION_MESSAGES'
  | 'META_DATA_MESSAGES'
  | 'EMBED_MESSAGES'
  | 'EMBED_EDITOR_MESSAGES'
  | 'EMBED_FAIL_MESSAGES'
> = {
  FONT_SIZE_MESSAGES: {
    outOfRange:
      "'n Lettergrootte is 'n aantal punte van 4 tot 72, of null vir die outomatiese grootte.",
    notTextField:
      'Net velde wat teks wys (teks, datum, keuse, vraag, skakel, goedkeur, afkeur) het ’n lettergrootte.',
  },
  FIELD_MESSAGES: {
    fieldsOverlap: 'velde oorvleuel, word nie bygevoeg nie',
    fieldsRepositioned: 'Velde wat van die bladsy af was, is daarop teruggeskuif.',
    customIdStripped:
      'Die karakters < > + - / * % ! = word nie in veld-ID’s toegelaat nie en is verwyder.',
    invalidCustomIds: 'Daar is velde met ongeldige pasgemaakte ID’s',
    savingChanges: 'Jou veranderinge word gestoor...',
    updateInProgress: 'Bywerking aan die gang',
    notInSetup: 'Hierdie dokument kan net verander word terwyl dit in opstelling is.',
    fieldsLocked: 'Die velde van hierdie dokument is gesluit.',
    ownSignatureNotAllowed:
      'Jy het nie die toestemming om jou handtekening en voorletters by te werk nie.',
    highlightNotAllowed: 'Jy het nie die toestemming om uitligvelde op te stel nie.',
    tooManyFields: 'Hoogstens 100 datavelde kan op een slag gestoor word.',
    noFields: 'Geen datavelde is gestuur nie.',
    fieldNotInPack: 'Die veld behoort aan ’n dokument buite hierdie pak.',
    newFieldIncomplete: '’n Nuwe veld het ’n dokument, ’n tipe, ’n bladsy en ’n posisie nodig.',
    pageNotFound: 'Die veld is op ’n bladsy wat die dokument nie het nie.',
    invalidField: 'Ongeldige dataveld.',
  },
  EXTRAS_MESSAGES: {
    addAppendixFailed: '’n Fout het voorgekom met die byvoeg van die ondersteunende dokument',
    updateFieldConditionFailed: 'Fout met die bywerk van die veldvoorwaarde',
    addUpdateNotificationRuleFailed:
      '’n Fout het voorgekom met die byvoeg of bywerk van die kennisgewingreël',
    updateSubscriptionsFailed: '’n Fout het voorgekom met die bywerk van intekeninge',
    executableRefused: 'Ons aanvaar tans nie uitvoerbare lêers nie.',
    appendixSaved: 'Ondersteunende dokument gestoor',
    appendixDeleted: 'Ondersteunende dokument verwyder',
    appendixNotFound: 'Daardie ondersteunende dokument bestaan nie.',
    appendixUploaded: 'Lêer opgelaai',
    appendixFileMissing: 'Laai eers die lêer van die ondersteunende dokument op.',
    filenameRequired: '’n Lêernaam is nodig',
    fieldRuleSaved: 'Veldvoorwaarde gestoor',
    fieldRuleDeleted: 'Veldvoorwaarde verwyder',
    fieldRuleTargetRequired: 'Kies die veld of veldgroep waarop die voorwaarde van toepassing is.',
    fieldRuleNotFound: 'Daardie veldvoorwaarde bestaan nie.',
    attributeNameRequired: '’n Naam vir die pasgemaakte veld is nodig',
    attributeNotFound: 'Daardie pasgemaakte veld bestaan nie.',
    attributeRelatedEntityUnknown:
      'Die pasgemaakte kontrole is aan iets gekoppel wat nie bestaan nie.',
    customControlNotAllowed: 'Jy het nie die toestemming om pasgemaakte kontroles op te stel nie.',
    notificationRuleNotFound: 'Daardie kennisgewingreël bestaan nie.',
    remindOnlyWhenNotSigned: 'Herinneringe is net beskikbaar vir die nie-onderteken-gebeurtenis.',
    countdownNotOffered: 'Kies een van die aangebode aftellings.',
    formViewFieldUnknown: 'Die vormaansig verwys na ’n veld wat nie in hierdie dokument is nie.',
    formViewUpdated: 'Vormaansig bygewerk',
    formViewUuidsRepeat: 'Elke inskrywing van die vormaansig het sy eie uuid nodig.',
    formViewEntryTypeUnknown:
      'Inskrywings van die vormaansig is velde, opskrifte (h1, h2, h3) of paragrawe (p).',
    notificationEventUnknown: 'Kies een van die aangebode gebeurtenisse.',
    notificationActionUnknown: 'Kies notify of remind.',
    appendixAudienceUnknown: 'Kies een van die aangebode gehore.',
    controlLevelUnknown: 'Kies een van die aangebode kontrolevlakke.',
    noPermission: 'Jy het nie die toestemming om dit te verander nie.',
    notificationRulesNotAllowed: 'Jy het nie die toestemming om kennisgewingreëls te verander nie.',
    fieldRulesNotAllowed: 'Jy het nie die toestemming om veldreëls op te stel nie.',
    eventActionsNotAllowed: 'Jy het nie die toestemming om gebeurtenisaksies op te stel nie.',
    formViewsNotAllowed: 'Jy het nie die toestemming om vormaansigte op te stel nie.',
  },
  TEMPLATE_MESSAGES: {
    savedAsTemplate: 'As sjabloon gestoor.',
    openTemplate: 'Maak sjabloon oop',
    showTemplates: 'Wys sjablone',
    documentFromTemplate: 'Dokument uit die sjabloon geskep.',
  },
  TREE_MESSAGES: {
    fetchFailed: 'Fout met die ophaal van kategorieë.',
    treeNotFound: 'Vouerboom nie gevind nie.',
    folderNotFound: 'Vouer nie gevind nie.',
    nameRequired: 'Vul asseblief ’n vouernaam in.',
    nameTooLong: '’n Vouernaam mag hoogstens 100 karakters wees.',
    nameTaken: 'Daar is reeds ’n vouer met hierdie naam hier.',
    notEmpty:
      'Hierdie vouer is nie leeg nie. Skuif sy vouers en dokumente elders heen voordat jy dit skrap.',
    intoItself: '’n Vouer kan nie in homself of in een van sy eie vouers geskuif word nie.',
    tooDeep: 'Vouers kan hoogstens 8 vlakke diep genes word.',
    trashedPack: 'Herstel hierdie dokument uit die asblik voordat jy dit in ’n vouer liasseer.',
    moveFailed: '’n Fout het voorgekom met hierdie skuif.',
  },
  CONVERSION_MESSAGES: {
    passwordRequired:
      'Hierdie PDF is met ’n wagwoord beskerm. Vul die wagwoord in om voort te gaan.',
    xfa: 'Hierdie PDF is ’n XFA-vorm, wat Quire nie kan wys nie. Stoor dit as ’n gewone PDF en laai dit weer op.',
    invalid: 'Hierdie lêer is beskadig of is nie ’n PDF wat Quire kan lees nie.',
    failed: 'Hierdie PDF kon nie omgeskakel word nie.',
    noPages: 'Hierdie PDF het geen bladsye nie.',
    tooSlow:
      'Die omskakeling van hierdie PDF het te lank geneem (meer as {{0}} sekondes). Dit is dalk beskadig of buitengewoon ingewikkeld: stoor dit weer as ’n nuwe PDF, of verdeel dit, en laai dit weer op.',
    tooBig:
      'Die omskakeling van hierdie PDF het te veel geheue nodig gehad (meer as {{0}} MB). Dit is dalk beskadig of buitengewoon ingewikkeld: stoor dit weer as ’n nuwe PDF, of verdeel dit, en laai dit weer op.',
    tooManyPages:
      'Hierdie PDF het {{0}} bladsye; Quire aanvaar hoogstens {{1}} bladsye in een dokument. Verdeel dit in kleiner PDF’s en laai hulle afsonderlik op.',
    imageTooLarge:
      'Hierdie PDF bevat ’n prent wat te groot is om te wys (meer as {{0}} pieksels). Verlaag die prent se resolusie en laai die PDF weer op.',
  },
  META_DATA_MESSAGES: {
    fetchFailed: '’n Fout het voorgekom met die ophaal van metadata. Herlaai asseblief die bladsy.',
    noDataForSelection: 'Geen data vir die keuse teruggestuur nie. Probeer die keuses skoonmaak.',
    noValuesForSelection: 'geen waardes is vir die keuse teruggestuur nie',
    setNotFound: 'Daardie metadatastel bestaan nie.',
    setNameRequired: 'Gee asseblief die metadatastel ’n naam.',
    setArchived: 'Hierdie metadatastel is geargiveer. Herstel dit eers.',
    entryNameRequired: '’n Waarde het ’n naam nodig.',
    csvEmpty: 'Die CSV het geen opskrifry nie.',
    csvNoRows: 'Die CSV het geen waardes onder sy opskrifry nie.',
    csvNoLevels:
      'Die CSV het ten minste een vlakkolom nodig (’n kolom wat nie ’n ID-kolom is nie).',
    csvTooManyLevels: '’n Metadatastel het hoogstens {{0}} vlakke.',
    csvDuplicateLevel: 'Die vlak "{{0}}" kom twee keer in die opskrif voor.',
    csvIdColumnWithoutLevel: 'Die kolom "{{0}}" noem ’n vlak wat nie in die opskrif is nie.',
    csvLevelsMismatch:
      'Die CSV se vlakkolomme moet hierdie stel se vlakke wees, in volgorde: {{0}}.',
    csvGap: 'Ry {{0}}: ’n waarde vir "{{1}}" het ’n waarde vir "{{2}}" nodig.',
    csvTooLarge: 'Die CSV is te groot (hoogstens 5 MB).',
    csvMalformed: 'Die CSV kon nie naby reël {{0}} gelees word nie.',
    sourceNotAllowed: 'Jy het nie die toestemming om pasgemaakte kontroles op te stel nie.',
    sourceOnChoiceOnly: 'Net keusevelde kan hul opsies uit ’n metadatastel kry.',
    sourceSetUnknown: 'Daardie metadatastel of vlak bestaan nie in hierdie werkruimte nie.',
    sourceParentInvalid:
      'Die ouerveld moet ’n keuseveld van hierdie pak wees, op die ouervlak van dieselfde stel.',
    valueNotInSet:
      'Die waarde wat vir {{0}} gekies is, is nie een van sy metadatawaardes nie. Kies asseblief weer.',
  },
  EMBED_MESSAGES: {
    originInvalid:
      'Vul ’n oorsprong soos https://portal.example.com in: http of https, ’n gasheer en ’n opsionele poort, niks daarna nie.',
    originAdded: 'Oorsprong toegelaat',
    originRemoved: 'Oorsprong verwyder',
    originExists: 'Daardie oorsprong word reeds toegelaat.',
    originUnknown: 'Daardie oorsprong is nie in die lys nie.',
    tooManyOrigins: '’n Werkruimte mag hoogstens 20 oorspronge toelaat.',
    notAdmin: 'Net werkruimte-administrateurs kan die toegelate oorspronge verander.',
    frameRefused: 'Hierdie bladsy kan nie binne daardie webwerf gewys word nie.',
  },
  EMBED_EDITOR_MESSAGES: {
    originNotAllowed:
      'parent_origin is nie een van die oorspronge wat hierdie werkruimte toelaat om Quire in te bed nie (Werkruimte-instellings → Ingebedde ondertekening).',
    notADocument: 'Net ’n dokument kan in ’n raam gewysig word, nie ’n sjabloon nie.',
    linkUsed:
      'Hierdie redigeerderskakel het verval of is reeds gebruik. Herlaai die bladsy om ’n nuwe een te kry.',
    routeRefused: '’n Ingebedde redigeersessie kan net sy eie dokument wysig.',
    sessionEnded:
      'Hierdie redigeersessie het geëindig. Herlaai die bladsy om die redigeerder weer oop te maak.',
    onlyThisDocument: 'Net een dokument kan hier gewysig word.',
  },
  EMBED_FAIL_MESSAGES: {
    malformed: 'Die boodskap pas nie by die protokol van die ingebedde modus nie.',
    notReady: 'Die dokument is nog nie oop nie. Wag vir die quire:ready-gebeurtenis.',
    unknownDocument: 'Geen dokumentoortjie pas by daardie sleutel of posisie nie.',
    addSignatoryWhileSigning:
      'Ondertekenaars kan bygevoeg word terwyl ’n dokument opgestel word, nie op die ondertekeningsbladsy nie.',
    failed: 'Die verandering kon nie gemaak word nie. Probeer weer.',
    editorStatusWhileSigning:
      'Die ondertekeningsbladsy kan voltooi, weier of later onderteken; stuur en terugstel behoort aan die redigeerder.',
    signerStatusInEditor:
      'Die redigeerder kan stuur (awaiting_signatures) of na opstelling terugstel (setup); voltooi, weier en later onderteken behoort aan die ondertekeningsbladsy.',
    addSignatoryNotInSetup:
      'Ondertekenaars kan net bygevoeg word terwyl die dokument in opstelling is.',
  },
};
