import type { ServerCatalogue } from './en-server.ts';

/** The server's messages about profiles, sign-in, workspaces, branding and API access: Afrikaans. */
export const afServerAccount: Pick<
  ServerCatalogue,
  | 'PROFILE_MESSAGES'
  | 'TWO_STEP_MESSAGES'
  | 'PASSKEY_MESSAGES'
  | 'POST_SIGN_PASSWORD_MESSAGES'
  | 'MEMBER_MESSAGES'
  | 'MANAGEMENT_MESSAGES'
  | 'BILLING_MESSAGES'
  | 'BRANDING_MESSAGES'
  | 'PACK_BRANDING_MESSAGES'
  | 'EMAIL_SIGNATURE_MESSAGES'
  | 'PROFILE_SIGNATURE_MESSAGES'
  | 'MAIL_NOTIFICATION_MESSAGES'
  | 'API_KEY_MESSAGES'
  | 'OAUTH_MESSAGES'
  | 'WEBHOOK_MESSAGES'
  | 'ACCOUNT_NOTIFICATION_TEXT'
> = {
  PROFILE_MESSAGES: {
    currentPasswordRequired: 'Vul asseblief jou huidige wagwoord in om ’n nuwe een te stel.',
    currentPasswordWrong: 'Jou huidige wagwoord is nie korrek nie.',
    choosePassword: 'Kies asseblief ’n wagwoord vir jou rekening.',
    defaultWorkspaceInvalid: 'Jy kan net ’n werkruimte kies waarvan jy ’n lid is.',
    mobileNotSaved: 'Stoor asseblief hierdie selfoonnommer voordat jy dit bevestig.',
    mobileRequiredForCode: 'Stoor asseblief ’n selfoonnommer voordat jy vir ’n kode vra.',
    mobileAlreadyVerified: 'Hierdie selfoonnommer is reeds bevestig.',
    mobileChanged:
      'Jou selfoonnommer het verander sedert die kode gestuur is. Vra asseblief vir ’n nuwe kode.',
    mobileVerified: 'Jou selfoonnommer is bevestig.',
    noMobileCode: 'Geen verifikasiekode is na jou selfoon gestuur nie. Vra asseblief vir ’n kode.',
    codeSent: '’n Verifikasiekode is na {{0}} gestuur.',
    detailsSaved: 'Gestoor',
  },
  TWO_STEP_MESSAGES: {
    pinTooShort: 'Die PIN moet ten minste 4 syfers hê',
    pinTooLong: '’n PIN mag hoogstens 12 syfers lank wees.',
    authenticated: 'Suksesvol gewaarmerk.',
    confirmItIsYou: 'Bevestig asseblief met jou tweede stap dat dit jy is.',
    codeWrong: 'Daardie kode is nie reg nie. Kontroleer dit asseblief en probeer weer.',
    codeRequired: 'Vul asseblief die kode in.',
    challengeLocked: 'Te veel verkeerde kodes. Meld asseblief weer aan.',
    challengeExpired: 'Hierdie aanmelding het verval. Meld asseblief weer aan.',
    codeReplayed: 'Daardie kode is reeds gebruik. Wag asseblief vir die volgende een.',
    methodNotOffered: 'Daardie tweestapmetode is nie beskikbaar nie.',
    methodRequired: 'Kies asseblief ’n tweestapmetode.',
    mandatory: 'Tweestapverifikasie is op hierdie installasie verpligtend.',
    setupRequired: 'Stel asseblief tweestapverifikasie op voordat jy voortgaan.',
    passwordRequired: 'Vul asseblief jou huidige wagwoord in om tweestapverifikasie te verander.',
    passwordWrong: 'Jou huidige wagwoord is nie reg nie.',
    mobileRequired: 'Vul asseblief die selfoonnommer in waarheen kodes gestuur moet word.',
    smsCodeFirst: 'Vra asseblief eers vir ’n kode en vul dit dan in.',
    codeSent: 'Ons het ’n kode na {{0}} gestuur.',
    enabled: 'Tweestapverifikasie is aan.',
    disabled: 'Tweestapverifikasie is af.',
    recoveryCodesIssued: 'Bewaar hierdie herstelkodes op ’n veilige plek. Elkeen werk een keer.',
    totpScan: 'Skandeer die kode met jou waarmerktoep en vul dan die kode in wat dit wys.',
    totpNeedsCurrentCode: 'Vul ’n kode van jou huidige waarmerktoep in om ’n nuwe een op te stel.',
    totpSetUpFirst: 'Stel asseblief eers jou waarmerktoep op.',
  },
  PASSKEY_MESSAGES: {
    added: 'Toegangsleutel bygevoeg. Jy kan dit nou gebruik om aan te meld.',
    renamed: 'Toegangsleutel hernoem.',
    removed: 'Toegangsleutel verwyder.',
    notFound: 'Toegangsleutel nie gevind nie.',
    nameRequired: 'Gee asseblief jou toegangsleutel ’n naam.',
    nameTooLong: 'Hou asseblief die naam korter as 60 karakters.',
    alreadyRegistered: 'Hierdie toegangsleutel is reeds by jou rekening geregistreer.',
    passwordRequired: 'Vul asseblief jou wagwoord in om hierdie toegangsleutel te verwyder.',
    passwordIncorrect: 'Daardie wagwoord is nie korrek nie.',
    ceremonyExpired:
      'Hierdie toegangsleutelversoek het verval of is reeds gebruik. Probeer asseblief weer.',
    notVerified: 'Jou toegangsleutel kon nie bevestig word nie. Probeer asseblief weer.',
    unknownCredential:
      'Hierdie toegangsleutel is nie by Quire geregistreer nie. Meld aan met jou wagwoord en voeg dit dan in jou profiel by.',
    loginLocked: 'Te veel mislukte pogings. Meld asseblief weer aan.',
  },
  POST_SIGN_PASSWORD_MESSAGES: {
    accountReady: 'Jou rekening is gereed. Jou dokumente is hier.',
    offerInvalid:
      'Hierdie aanbod het verval of is reeds gebruik. Jy kan steeds met jou e-posadres inteken.',
    accountExists:
      'Jy het reeds ’n Quire-rekening met hierdie e-posadres. Meld aan om jou dokumente te sien.',
    notSigned: 'Jou rekening kan geskep word sodra jy onderteken het.',
    notMailed:
      'Net ’n ondertekenaar wat die ondertekeningsversoek per e-pos ontvang het, kan op hierdie manier toegang behou.',
    notSignerUser: 'Jy het reeds ’n rekening: meld aan om jou dokumente te sien.',
  },
  MEMBER_MESSAGES: {
    onlyAdminsManageUsers:
      'Net ’n administrateur van hierdie werkruimte mag sy gebruikers bestuur.',
    memberNotFound: 'Daardie gebruiker is nie ’n lid van hierdie werkruimte nie.',
    notInvited: 'Daardie gebruiker het reeds by die werkruimte aangesluit.',
    invitationResent: 'Die uitnodiging is weer gestuur.',
    invitationInvalid:
      'Hierdie uitnodiging is ongeldig of het verval. Vra ’n administrateur van die werkruimte om ’n nuwe een te stuur.',
    invitationForAnotherAddress:
      'Hierdie uitnodiging is na ’n ander e-posadres gestuur. Meld af en maak dan die skakel weer oop.',
    userAdded: 'Gebruiker is by die span gevoeg.',
    userInvited: '’n Uitnodiging is gestuur.',
    invitationAccepted: 'Welkom by die werkruimte.',
  },
  MANAGEMENT_MESSAGES: {
    operatorConfirmed: 'Aangemeld as ’n operateur',
    tooManyEmails: 'Vul hoogstens 50 e-posadresse op ’n slag in.',
    noChanges: 'Kies ten minste een toestemming om te verander.',
    unknownFlag: "'{{0}}' is nie ’n toestemming nie.",
    unknownUsers: 'Geen Quire-gebruiker het die adres {{0}} nie.',
    membershipNotFound: 'Daardie werkruimtelidmaatskap behoort nie aan die gegewe gebruikers nie.',
  },
  BILLING_MESSAGES: {
    adminsOnly: 'Net werkruimte-administrateurs kan die plan verander.',
    planUpdated: 'Plan bygewerk',
    billingOff: 'Fakturering is op hierdie installasie afgeskakel.',
    noWorkspace: 'Kies eers ’n werkruimte.',
    users: 'Kies tussen 1 en 10 gebruikers.',
    tier: 'Kies ’n plan van 30, 60 of 175 dokumente per maand.',
  },
  BRANDING_MESSAGES: {
    themeNotFound: 'Hierdie tema bestaan nie.',
    notAnImage: 'Laai asseblief ’n PNG-, JPEG-, GIF- of WebP-prent op.',
    imageTooLarge: 'Hierdie prent is te groot. ’n Opskrifprent mag hoogstens 2 MB wees.',
    imageTooManyPixels: 'Hierdie prent het te veel pieksels. Laai asseblief ’n kleiner prent op.',
    imageNotFound:
      'Daardie prent is nie na hierdie werkruimte opgelaai nie. Laai dit asseblief weer op.',
  },
  PACK_BRANDING_MESSAGES: {
    unknownTheme:
      'Hierdie handelsmerktema bestaan nie in hierdie werkruimte nie. Kies asseblief ’n ander een.',
  },
  EMAIL_SIGNATURE_MESSAGES: {
    saved: 'E-poshandtekening gestoor',
    tooLong: 'Elke reël van die e-poshandtekening mag hoogstens 120 karakters wees',
    oneLine: 'Elke reël van die e-poshandtekening moet op een reël pas',
    phone: 'Telefoonnommers mag net syfers, spasies en + ( ) - bevat.',
  },
  PROFILE_SIGNATURE_MESSAGES: {
    drawnSignatureRequired: '’n Getekende handtekening is nodig om voort te gaan.',
    creatingFailed:
      'Iets het verkeerd geloop met die skep van jou handtekening. Probeer asseblief weer.',
    croppingFailed: 'Iets het verkeerd geloop met die sny van jou prent. Probeer asseblief weer.',
    textToImageFailed: 'fout met die skep van die handtekening',
    textRequired: 'Tik jou naam om ’n handtekening te skep.',
    signatureMadeDefault: 'Verstek bygewerk',
  },
  MAIL_NOTIFICATION_MESSAGES: {
    unknownKind: 'Onbekende e-poskennisgewing: {{0}}. Bekend: viewed, signed, declined, completed.',
    notABoolean: 'Elke e-poskennisgewing moet true of false wees.',
    notAnObject:
      'mail_notifications moet die kennisgewings noem wat verander moet word, bv. {"viewed": true}.',
    saved: 'E-poskennisgewings gestoor',
  },
  API_KEY_MESSAGES: {
    created: 'API-sleutel geskep. Kopieer dit nou: dit sal nie weer gewys word nie.',
    revoked: 'API-sleutel herroep',
    notFound: 'API-sleutel nie gevind nie',
    nameRequired: '’n Naam vir die sleutel is nodig',
    workspaceRequired: 'Kies die werkruimte waarin die sleutel optree',
    invalid: 'Hierdie API-sleutel is nie geldig nie. Dit is dalk herroep.',
    notWithApiKey:
      'API-sleutels kan nie met ’n API-sleutel bestuur word nie. Meld eerder by Quire aan.',
  },
  OAUTH_MESSAGES: {
    formRequired: 'Stuur die parameters as application/x-www-form-urlencoded.',
    grantTypeMissing: 'grant_type is nodig.',
    grantTypeUnsupported: 'Net grant_type=client_credentials word ondersteun.',
    repeated: 'Elke parameter mag net een keer gestuur word.',
    twoMethods:
      'Stuur die kliëntbewyse óf in die Authorization-opskrif óf in die liggaam, nie albei nie.',
    malformedBasic: 'Die Authorization-opskrif bevat nie geldige HTTP Basic-bewyse nie.',
    credentialsMissing: 'client_id en client_secret is nodig.',
    clientInvalid: 'Kliëntwaarmerking het misluk.',
  },
  ACCOUNT_NOTIFICATION_TEXT: {
    welcome: 'Welkom by Quire! Jou e-posadres is bevestig.',
    addedBy: '{{0}} het jou by {{1}} gevoeg.',
    joined: 'Jy het by {{0}} aangesluit.',
  },
  WEBHOOK_MESSAGES: {
    adminsOnly: 'Net werkruimte-administrateurs kan webhooks bestuur.',
    notFound: 'Webhook nie gevind nie.',
    deliveryNotFound: 'Webhook-aflewering nie gevind nie.',
    created: 'Webhook bygevoeg',
    updated: 'Webhook bygewerk',
    deleted: 'Webhook geskrap',
    replayed: 'Aflewering weer in die tou geplaas',
    secretRolled: 'Nuwe ondertekeningsgeheim gemaak',
    testQueued: 'Toetsgebeurtenis in die tou geplaas',
    eventsUpdated: 'Werkruimtegebeurtenisse bygewerk',
    invalidUrl: 'Vul ’n volledige webadres in wat met https:// of http:// begin.',
    badScheme: '’n Webhook-adres moet met https:// of http:// begin.',
    credentialsInUrl: '’n Webhook-adres mag nie ’n gebruikersnaam of wagwoord bevat nie.',
    hostNotFound: 'Die webhook-adres se gasheernaam kon nie gevind word nie.',
    tooManyEndpoints: '’n Werkruimte kan hoogstens 20 webhooks hê.',
    notReplayable: 'Net ’n aflewering wat opgegee of afgelewer is, kan weer gestuur word.',
  },
};
