import { RECOVERY_CODE_COUNT } from '@quire/domain';
import type { Catalogue } from './catalogue.ts';
import type { enProfileTwoStep } from './en-profile-two-step.ts';

/** #profile two-step authentication, its forced setup and recovery codes: Afrikaans. */
export const afProfileTwoStep: Catalogue<typeof enProfileTwoStep> = {
  title: 'Tweestapverifikasie',
  intro: '’n Tweede stap ná jou wagwoord hou jou rekening veilig as die wagwoord uitlek.',
  on: 'Aan',
  off: 'Af',
  loading: 'Tweestapverifikasie word gelaai',
  setupTitle: 'Stel tweestapverifikasie op',
  setupRequired:
    'Stel asseblief tweestapverifikasie op voordat jy voortgaan. Jou organisasie vereis dit vir elke rekening.',
  setUp: 'Stel tweestapverifikasie op',
  cancel: 'Kanselleer',
  enabled: 'Tweestapverifikasie is aan.',
  disabled: 'Tweestapverifikasie is af.',
  mandatory: 'Tweestapverifikasie is op hierdie installasie verpligtend.',
  codeRequired: 'Voer asseblief die kode in.',
  totpNeedsCurrentCode:
    'Voer ’n kode van jou huidige verifikasietoep in om ’n nuwe een op te stel.',
  turnOffWithPasskey:
    'As jy jou kodemetode afskakel, word jou herstelkodes ook verwyder. Jou wagsleutel bly jou tweede stap.',
  turnOffExplained:
    'As jy tweestapverifikasie afskakel, word jou tweede stap en jou herstelkodes verwyder.',
  turnOff: 'Skakel af',
  getCodesExplained:
    'Elke herstelkode laat jou een keer sonder jou tweede stap aanmeld. Voer jou wagwoord in om dit te kry.',
  newCodesExplained: 'Nuwe herstelkodes vervang die oues, wat dan ophou werk.',
  getCodes: 'Kry herstelkodes',
  newCodes: 'Nuwe herstelkodes',
  makeNewCodes: 'Maak nuwe kodes',
  currentPassword: 'Huidige wagwoord',
  currentPasswordHint: 'Nodig om te verander hoe jy aanmeld.',
  overview: {
    noCodes:
      'Jy het geen herstelkodes nie. Kry ’n paar sodat jy steeds kan aanmeld as jy jou tweede stap verloor.',
    codesLeft: `{{left}} van ${RECOVERY_CODE_COUNT} herstelkodes oor.`,
    passkeyOnly:
      'Jy meld aan met jou wagwoord en ’n <b>wagsleutel</b> (sien Wagsleutels hieronder).',
    method: 'Jy meld aan met jou wagwoord en jou <b>{{method}}</b>{{number}}{{orPasskey}}.',
    orPasskey: ', of ’n wagsleutel',
    addMethod: 'Voeg ’n kodemetode by',
    changeMethod: 'Verander metode',
  },
  method: {
    label: 'Metode',
    name: {
      pin: 'Persoonlike PIN',
      sms_one_time_pin: 'SMS-eenmalige PIN',
      time_one_time_pin: 'Verifikasietoep-PIN',
    },
    description: {
      pin: '’n Nommer wat net jy ken, gevra ná jou wagwoord.',
      sms_one_time_pin: '’n Nuwe kode per teksboodskap elke keer dat jy aanmeld.',
      time_one_time_pin: '’n Kode van ’n toep op jou foon; werk vanlyn. Die veiligste keuse.',
    },
  },
  pin: {
    new: 'Nuwe PIN',
    hint: 'Minstens 4 syfers.',
    again: 'PIN weer',
    notSame: 'Die twee PIN’s is nie dieselfde nie.',
    turnOn: 'Skakel aan met hierdie PIN',
  },
  sms: {
    number: 'Selfoonnommer',
    numberHint: 'Met die landkode, byvoorbeeld +27 82 555 1234.',
    sendAgainIn: 'Stuur weer oor {{seconds}} s',
    sendNew: 'Stuur ’n nuwe kode',
    send: 'Stuur kode',
    code: 'Kode uit die teksboodskap',
    turnOn: 'Skakel SMS-kodes aan',
  },
  totp: {
    preparing: 'Jou verifikasietoep word voorberei',
    currentCode: 'Huidige verifikasietoepkode',
    continue: 'Gaan voort',
    scan: '1. Skandeer hierdie QR-kode met ’n verifikasietoep (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).',
    qr: 'QR-kode vir jou verifikasietoep',
    cannotScan: 'Kan jy nie skandeer nie? Voer eerder hierdie sleutel in die toep in:',
    newKey: 'Gebruik ’n nuwe sleutel',
    enter: '2. Voer die 6-syferkode in wat die toep wys.',
    code: 'Verifikasietoepkode',
    turnOn: 'Skakel verifikasietoep aan',
  },
  recovery: {
    title: 'Stoor jou herstelkodes',
    intro:
      'As jy nie jou tweede stap kan gebruik nie (’n verlore foon of wagsleutel, ’n vergete PIN), laat elkeen van hierdie kodes jou een keer aanmeld. Hulle word net nou gewys.',
    list: 'Herstelkodes',
    copied: 'Gekopieer',
    copy: 'Kopieer',
    download: 'Laai af',
    saved: 'Ek het hulle gestoor',
    fileHeading: 'Quire-herstelkodes',
    fileIntro: 'Elke kode werk een keer, in plaas van jou tweede stap.',
  },
  forced: {
    logOut: 'Meld af',
    title: 'Beveilig jou rekening om voort te gaan',
    intro:
      'Tweestapverifikasie is op hierdie installasie verpligtend. Stel ’n tweede stap vir <b>{{email}}</b> op voordat jy by jou dokumente kom: ná jou wagwoord sal Quire elke keer wanneer jy aanmeld daarvoor vra.',
    or: 'of',
    usePasskey: 'Gebruik ’n wagsleutel',
    passkeyIsStep: 'Jou wagsleutel is jou tweede stap.',
    passkeyNext:
      'Quire sal ná jou wagwoord daarvoor vra. Kry in Profiel, onder Tweestapverifikasie, herstelkodes sodat ’n verlore toestel jou nooit uitsluit nie.',
    continue: 'Gaan voort na jou dokumente',
    notNow: 'Nie nou nie? Meld af: jy sal die volgende keer wanneer jy aanmeld weer gevra word.',
  },
};
