import type { Catalogue } from './catalogue.ts';
import type { enSigning } from './en-signing.ts';

/** The signer's journey: Afrikaans. */
export const afSigning: Catalogue<typeof enSigning> = {
  layout: {
    secure: 'Veilige ondertekening',
    loading: 'Die dokument word gelaai',
    noDocumentTitle: 'Maak jou ondertekeningskakel weer oop',
    noDocumentText:
      'Hierdie blaaier is net aangemeld om ’n dokument te onderteken. Gebruik die skakel in jou e-pos of teksboodskap om terug te kom.',
    leave: 'Verlaat ondertekening',
    language: 'Taal',
  },
  status: {
    download: 'Laai af',
    not_a_signer: {
      title: 'Niks om hier te onderteken nie',
      text: 'Jy is nie ’n ondertekenaar van hierdie dokument nie.',
    },
    not_ready: {
      title: 'Nog nie gereed vir ondertekening nie',
      text: 'Die sender berei hierdie dokument nog voor.',
    },
    not_your_turn: {
      title: 'Nog nie jou beurt nie',
      text: 'Ander onderteken voor jou. Ons laat jou weet wanneer dit jou beurt is.',
    },
    signed: {
      title: 'Jy het onderteken',
      text: 'Almal sal die finale dokument per e-pos ontvang sodra alle ondertekenaars klaar is.',
    },
    complete: {
      title: 'Hierdie dokument is voltooi',
      text: 'Almal het onderteken. Jy kan die ondertekende dokument aflaai.',
    },
    rejected: {
      title: 'Hierdie dokument is afgekeur',
      text: 'Ondertekening het gestop. Die sender is in kennis gestel.',
    },
    excluded: {
      title: 'Jy hoef nie meer te onderteken nie',
      text: 'Die sender het jou van die ondertekenaars van hierdie dokument verwyder.',
    },
  },
  terms: {
    title: 'Hersien en onderteken',
    sentBy: '{{sender}} het vir jou <b>{{pack}}</b> gestuur om te hersien en te onderteken.',
    sentNoSender: 'Jy het <b>{{pack}}</b> om te hersien en te onderteken.',
    text: 'Ek stem in om elektroniese rekords en handtekeninge vir hierdie dokument te gebruik, en dat my elektroniese handtekening so geldig soos ’n handgeskrewe een is.',
    checkbox: 'Ek aanvaar',
    notNow: 'Nie nou nie',
    continue: 'Gaan voort',
  },
  reject: {
    title: 'Weier om te onderteken',
    intro:
      'Die sender sal ingelig word dat jy geweier het om te onderteken, met jou rede. Dit kan nie ontdoen word nie.',
    scope: 'Wat weier jy?',
    everything: 'Alles in {{pack}}',
    only: 'Slegs {{document}}',
    reason: 'Rede',
    cancel: 'Kanselleer',
    reject: 'Weier',
    close: 'Maak toe',
  },
  bar: {
    region: 'Ondertekening',
    more: 'Meer',
    signLater: 'Teken later',
    reject: 'Weier',
    progress: 'Verpligte velde voltooi',
    required: '{{done}} van {{total}} verplig',
    done: 'Klaar onderteken',
    allFilled: 'Alle verpligte velde is ingevul. Kies Klaar onderteken om af te sluit.',
  },
  toolbar: {
    download: 'Laai af',
    downloadTitle: 'Laai die dokumente af soos dit aan jou gestuur is (PDF)',
    zoom: 'Zoem',
    zoomOut: 'Zoem uit',
    zoomOutTip: 'Zoem uit (−)',
    zoomIn: 'Zoem in',
    zoomInTip: 'Zoem in (+)',
    fitTip: 'Pas by breedte (0)',
    fit: 'Pas by breedte',
    zoomLabel: 'Zoem {{percent}}%: pas by breedte',
    percent: '{{percent}}%',
  },
  otp: {
    titleCode: 'Bevestig dat dit jy is',
    titleInPerson: 'Persoonlike ondertekening',
    close: 'Maak toe',
    checking: 'Ons kyk waarheen jou kode gestuur moet word…',
    asks: 'Hierdie dokument vra ondertekenaars om met ’n eenmalige kode te bevestig wie hulle is. {{willSend}}',
    code: 'Verifikasiekode',
    inPersonConfirm: 'Ek bevestig dat {{name}} hier by my is en self onderteken',
    theSigner: 'die ondertekenaar',
    verifyAndSign: 'Verifieer en onderteken',
    sign: 'Onderteken',
    otherWays: 'Ander maniere om die kode te kry',
    didntGetIt: 'Nie ontvang nie?',
    or: 'Of:',
    resendIn: 'Stuur ’n nuwe kode oor {{seconds}} s',
    resend: 'Stuur ’n nuwe kode',
    sendIn: '{{label}} oor {{seconds}} s',
    by: {
      email: 'per e-pos na {{to}}',
      sms: 'per teksboodskap na {{to}}',
      whatsapp: 'op WhatsApp na {{to}}',
      voice: 'met ’n oproep na {{to}}',
    },
    willCall: 'Ons sal {{to}} bel en ’n {{length}}-syferkode voorlees.',
    willSend: 'Ons sal ’n {{length}}-syferkode {{how}} stuur.',
    calling:
      'Ons bel {{to}} om ’n {{length}}-syferkode voor te lees. Voer dit in om te onderteken.',
    sent: 'Ons het ’n {{length}}-syferkode {{how}} gestuur. Voer dit in om te onderteken.',
    callMe: 'Bel my met die kode',
    send: 'Stuur kode',
    instead: {
      email: 'E-pos dit eerder',
      sms: 'SMS dit eerder',
      whatsapp: 'Stuur eerder op WhatsApp',
      voice: 'Bel my eerder',
    },
  },
};
