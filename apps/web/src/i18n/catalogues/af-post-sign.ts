import type { Catalogue } from './catalogue.ts';
import type { enPostSign } from './en-post-sign.ts';

/** After signing: Afrikaans. */
export const afPostSign: Catalogue<typeof enPostSign> = {
  rejected: 'Jy het die dokument afgekeur',
  rejectedText: 'Die sender is ingelig, met jou rede.',
  later: 'Vir later gestoor',
  laterText:
    'Wat jy ingevul het, word bewaar. Maak jou ondertekeningskakel weer oop wanneer jy gereed is.',
  thanks: 'Dankie dat jy onderteken het',
  recorded: 'Jou handtekening is aangeteken.',
  hasAccount:
    'Jy het ’n Quire-rekening met hierdie e-posadres. <login>Meld aan</login> om jou dokumente te sien.',
  back: 'Terug na die dokument',
  takenBack: 'Jy word oor {{seconds}} sekondes teruggeneem.',
  copy: {
    noneComplete:
      'Almal het onderteken. Die sender het die ondertekende afskrif; vra hulle as jy een nodig het.',
    nonePending:
      'Die sender sal die ondertekende afskrif hê sodra almal onderteken het; vra hulle as jy een nodig het.',
    emailComplete: 'Jou ondertekende afskrif is na {{to}} gestuur.',
    emailPending: 'Ons sal die ondertekende afskrif na {{to}} e-pos wanneer almal onderteken het.',
    linkComplete: '’n Skakel na jou ondertekende afskrif is per {{by}} na {{to}} gestuur.',
    linkPending:
      'Ons sal ’n skakel na die ondertekende afskrif per {{by}} na {{to}} stuur wanneer almal onderteken het.',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
  },
  keep: {
    declined: 'Geen probleem nie. Jy kan later met dieselfde e-posadres registreer.',
    logIn: 'Meld aan',
    signUp: 'Registreer',
    title: 'Hou jou dokumente',
    intro:
      'Kies ’n wagwoord om wat jy onderteken het enige tyd oop te maak. Jy sal aanmeld as <who>{{email}}</who>.',
    password: 'Kies ’n wagwoord',
    passwordHint: 'Ten minste {{count}} karakters.',
    create: 'Skep my rekening',
    noThanks: 'Nee dankie',
  },
};
