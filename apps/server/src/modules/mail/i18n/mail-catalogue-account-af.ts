import type { Catalogue } from './catalogue-type.ts';
import type { mailAccountEn } from './mail-catalogue-account-en.ts';

/** The users' account and workspace mails: Afrikaans. */
export const mailAccountAf: Catalogue<typeof mailAccountEn> = {
  verify: {
    subject: 'Bevestig jou e-posadres vir Quire',
    preview: 'Bevestig jou e-posadres om die opstel van Quire klaar te maak',
    heading: 'Bevestig jou e-posadres',
    button: 'Bevestig e-posadres',
    footer: 'As jy nie vir Quire ingeteken het nie, kan jy hierdie e-pos ignoreer.',
    greeting: 'Hallo {{name}},',
    body: 'Dankie dat jy ingeteken het. Bevestig asseblief dat dit jou e-posadres is. Die skakel werk vir {{hours}} uur.',
  },
  reset: {
    subject: 'Stel jou Quire-wagwoord terug',
    preview: '’n Skakel om ’n nuwe wagwoord te kies',
    heading: 'Stel jou wagwoord terug',
    button: 'Kies ’n nuwe wagwoord',
    footer:
      'As jy nie hiervoor gevra het nie, kan jy hierdie e-pos ignoreer: jou wagwoord bly soos dit is.',
    greeting: 'Hallo {{name}},',
    body: 'Iemand het gevra om die wagwoord van jou Quire-rekening terug te stel. Die skakel werk vir {{minutes}} minute en net een keer.',
  },
  exists: {
    subject: 'Jy het reeds ’n Quire-rekening',
    preview: 'Iemand het probeer inteken met jou e-posadres',
    heading: 'Jy het reeds ’n rekening',
    button: 'Meld aan by Quire',
    footer:
      'As dit nie jy was nie, hoef jy niks te doen nie: niemand kan jou rekening sonder jou wagwoord gebruik nie.',
    greeting: 'Hallo {{name}},',
    body: 'Iemand, waarskynlik jy, het probeer om met hierdie e-posadres vir Quire in te teken. Jy het reeds ’n rekening. As jy jou wagwoord vergeet het, kan jy dit hier terugstel: {{url}}',
  },
  invitation: {
    subject: '{{inviter}} het jou genooi om by {{workspace}} op Quire aan te sluit',
    preview: 'Sluit aan by {{workspace}} op Quire',
    heading: 'Sluit aan by {{workspace}}',
    button: 'Aanvaar die uitnodiging',
    footer:
      'Hierdie uitnodiging is persoonlik en werk vir {{days}} dae. As jy dit nie verwag het nie, kan jy hierdie e-pos ignoreer.',
    greeting: 'Hallo {{name}},',
    there: 'daar',
    body: '{{inviter}} het jou genooi na die {{workspace}}-werkruimte op Quire, waar die span dokumente saam voorberei, stuur en onderteken.',
  },
  added: {
    subject: 'Jy is by {{workspace}} gevoeg',
    heading: 'Jy is by {{workspace}} gevoeg',
    button: 'Maak {{workspace}} oop',
    greeting: 'Hallo {{name}},',
    body: '{{inviter}} het jou by die {{workspace}}-werkruimte gevoeg. Dit is nou in jou werkruimtekeuse, langs jou ander werkruimtes.',
  },
};
