import type { Catalogue } from './catalogue.ts';
import type { enProfileAccount } from './en-profile-account.ts';

/** #profile page, details, mobile, password, autosave and email notifications: Afrikaans. */
export const afProfileAccount: Catalogue<typeof enProfileAccount> = {
  page: {
    title: 'Profiel',
    intro: 'Jou besonderhede, hoe jy aanmeld en hoe jy onderteken.',
    sections: 'Profielafdelings',
  },
  sections: {
    details: 'Besonderhede',
    password: 'Wagwoord',
    'two-step': 'Tweestapverifikasie',
    passkeys: 'Wagsleutels',
    signatures: 'Handtekening en paraaf',
    'email-signature': 'E-poshandtekening',
    'api-keys': 'API-sleutels',
  },
  autosave: {
    saving: 'Stoor tans…',
    saved: 'Gestoor',
    notSaved: 'Nie gestoor nie: {{error}}',
    retry: 'Probeer weer',
  },
  details: {
    title: 'Besonderhede',
    intro: 'Veranderinge word gestoor terwyl jy tik.',
    locked:
      'Jou werkruimte laat jou nie toe om jou besonderhede te verander nie. Vra sy administrateur.',
    fullName: 'Volle naam',
    email: 'E-posadres',
    emailHint: 'Die adres waarmee jy aanmeld.',
    defaultWorkspace: 'Verstekwerkruimte',
    defaultWorkspaceHint: 'Waar jy beland nadat jy aangemeld het.',
    news: 'Stuur vir my nuus oor Quire',
    newsHint:
      'Af en toe ’n e-pos oor nuwe funksies. E-posse oor jou dokumente word onder E-poskennisgewings ingestel.',
  },
  mobile: {
    country: 'Land',
    number: 'Selfoonnommer',
    verified: 'Geverifieer',
    notVerified: 'Nie geverifieer nie',
    verify: 'Verifieer nommer',
    hint: 'Word gebruik vir kodes per teksboodskap. Voeg een by om dit te verifieer.',
  },
  verifyMobile: {
    title: 'Verifieer jou selfoonnommer',
    close: 'Maak toe',
    intro:
      'Ons stuur ’n 6-syferkode na <b>{{number}}</b>. Tik dit hier in om te bewys dat die nommer joune is.',
    channel: 'Stuur die kode per',
    sms: 'Teksboodskap',
    whatsapp: 'WhatsApp',
    code: 'Verifikasiekode',
    tooShort: 'Die verifikasiekode moet minstens 4 karakters hê.',
    resendIn: 'Stuur ’n nuwe kode oor {{seconds}} s',
    resend: 'Stuur ’n nuwe kode',
    verify: 'Verifieer',
    cancel: 'Kanselleer',
    send: 'Stuur kode',
    verified: 'Jou selfoonnommer is geverifieer.',
  },
  password: {
    title: 'Wagwoord',
    choose: 'Kies ’n wagwoord',
    chooseIntro:
      'Jou rekening is vir jou geskep toe jy onderteken het. Kies ’n wagwoord om aan te meld en jou dokumente weer te vind.',
    intro: 'As jy jou wagwoord verander, word jy oral elders afgemeld.',
    locked:
      'Jou werkruimte laat jou nie toe om jou wagwoord te verander nie. Vra sy administrateur.',
    currentRequired: 'Voer asseblief jou huidige wagwoord in.',
    current: 'Huidige wagwoord',
    new: 'Nuwe wagwoord',
    minLength: 'Minstens {{min}} karakters',
    set: 'Stel wagwoord',
    change: 'Verander wagwoord',
  },
  mailNotifications: {
    title: 'E-poskennisgewings',
    close: 'Maak toe',
    done: 'Klaar',
    loading: 'Jou e-poskennisgewings word gelaai',
    intro:
      'Kies watter e-posse jy oor die dokumente wat jy stuur, ontvang. Die klokkie in die boonste balk wys steeds alles.',
    savedOn: 'E-poskennisgewings gestoor: jy sal ’n e-pos kry {{when}}.',
    savedOff: 'E-poskennisgewings gestoor: geen e-posse meer {{when}} nie.',
    label: {
      viewed: '’n Ondertekenaar maak ’n dokument oop',
      signed: '’n Ondertekenaar onderteken',
      declined: '’n Ondertekenaar weier',
      completed: '’n Dokument is voltooi',
    },
    description: {
      viewed: 'Een keer per ondertekenaar, die eerste keer dat hulle oopmaak wat jy gestuur het.',
      signed: 'Elke keer dat iemand hul deel voltooi.',
      declined: 'Met die rede wat hulle gegee het.',
      completed: 'Met die finale, verseëlde dokumente.',
    },
    when: {
      viewed: 'wanneer ’n ondertekenaar ’n dokument oopmaak',
      signed: 'wanneer ’n ondertekenaar onderteken',
      declined: 'wanneer ’n ondertekenaar weier',
      completed: 'wanneer ’n dokument voltooi is',
    },
  },
};
