import type { Catalogue } from './catalogue.ts';
import type { enManage } from './en-manage.ts';

/** The owner's side of signing: Afrikaans. */
export const afManage: Catalogue<typeof enManage> = {
  close: 'Maak toe',
  cancel: 'Kanselleer',
  signNow: 'Onderteken nou',
  queuing: 'Ondertekeningsversoeke word in die ry geplaas…',
  panel: {
    title: 'Ondertekeningsvordering',
    sequential: 'Ondertekenaars teken een na die ander, in hierdie volgorde.',
    anyOrder: 'Ondertekenaars kan in enige volgorde teken.',
    noSigners: 'Hierdie dokument het geen ondertekenaars nie.',
  },
  progress: {
    waiting: 'Wag',
    sign_later: 'Teken later',
    signed: 'Onderteken',
    rejected: 'Afgekeur',
    excluded: 'Uitgesluit',
  },
  row: {
    signer: 'Ondertekenaar {{name}}',
    actions: 'Aksies vir {{name}}',
    theirTurn: 'Hul beurt',
    reason: 'Rede: {{reason}}',
    resend: 'Stuur versoek weer',
    signingLink: 'Ondertekeningskakel',
    signInPerson: 'Teken persoonlik',
    editDetails: 'Wysig besonderhede',
    exclude: 'Sluit ondertekenaar uit',
  },
  markComplete: {
    action: 'Merk as voltooi',
    confirm:
      'Merk hierdie dokument as voltooi? Ondertekenaars wat nog nie geteken het nie, word uitgesluit, en die dokument word verseël soos dit nou is.',
  },
  exclude: {
    title: 'Sluit ondertekenaar uit',
    thisSigner: 'Hierdie ondertekenaar',
    text: '{{name}} sal nie meer gevra word om {{pack}} te onderteken nie. Velde wat aan hulle toegewys is, bly soos hulle is. As niemand anders nog hoef te teken nie, word die dokument voltooi en verseël.',
    keepViewing: 'Hou aan om hierdie ondertekenaar kennisgewings oor besigtiging te stuur',
  },
  inPerson: {
    title: 'Teken persoonlik',
    intro: 'Gee hierdie toestel vir die ondertekenaar. Hulle teken hier, in jou teenwoordigheid.',
    nobody: 'Niemand wag om te teken nie.',
    waitingForEarlier: 'Wag vir vroeër ondertekenaars',
    signNowAs: 'Onderteken nou as {{name}}',
  },
  link: {
    title: 'Ondertekeningskakel vir {{name}}',
    thisSigner: 'hierdie ondertekenaar',
    creating: 'Die ondertekeningskakel word geskep',
    warning:
      'Wie ook al hierdie skakel oopmaak, teken as hierdie ondertekenaar. Deel dit net met hulle.',
    label: 'Ondertekeningskakel',
    copy: 'Kopieer',
    qr: 'QR-kode van die ondertekeningskakel',
    whatsApp: 'Deel op WhatsApp',
    whatsAppText: 'Onderteken asseblief "{{pack}}": {{link}}',
  },
  pending: {
    nextSigner: 'Jy is die volgende ondertekenaar van hierdie dokument',
    heading: 'Jy het {{n}} uitstaande ondertekeningsversoek(e)',
    asked: '{{owner}} het jou gevra om {{pack}} te onderteken.',
    later: 'Later',
    from: 'Van {{owner}} · {{ago}}',
    open: 'Maak oop',
  },
  details: {
    title: 'Wysig ondertekenaar se besonderhede',
    name: 'Naam',
    email: 'E-pos',
    mobile: 'Selfoonnommer',
    addressChanged:
      'Die skakel wat reeds aan hierdie ondertekenaar gestuur is, sal ophou werk. Wanneer dit hul beurt is, gaan ’n nuwe versoek na die verbeterde adres.',
    save: 'Stoor besonderhede',
  },
};
