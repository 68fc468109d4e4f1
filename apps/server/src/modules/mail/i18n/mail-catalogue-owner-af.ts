import type { Catalogue } from './catalogue-type.ts';
import type { mailOwnerEn } from './mail-catalogue-owner-en.ts';

/** The owner's mails: Afrikaans. */
export const mailOwnerAf: Catalogue<typeof mailOwnerEn> = {
  activity: {
    subject: {
      viewed: '{{signer}} het “{{pack}}” oopgemaak',
      signed: '{{signer}} het “{{pack}}” onderteken',
      declined: '{{signer}} het geweier om “{{pack}}” te onderteken',
    },
    heading: {
      viewed: '’n Ondertekenaar het jou dokument oopgemaak',
      signed: '’n Ondertekenaar het onderteken',
      declined: '’n Ondertekenaar het geweier',
    },
    viewed: '{{signer}} het “{{pack}}” vir die eerste keer oopgemaak.',
    signed: '{{signer}} het “{{pack}}” onderteken. {{progress}}',
    allSigned: 'Al die ondertekenaars het nou onderteken.',
    progress_one: '{{signed}} van {{count}} ondertekenaar het tot dusver onderteken.',
    progress_other: '{{signed}} van {{count}} ondertekenaars het tot dusver onderteken.',
    declinedOne: '{{signer}} het “{{document}}” geweier, een van die dokumente van “{{pack}}”.',
    declinedPack:
      '{{signer}} het geweier om “{{pack}}” te onderteken. Dit kan nie meer onderteken word nie; maak dit oop om te sien wat gebeur het en stuur ’n verbeterde weergawe.',
    footer:
      'Jy ontvang hierdie e-pos omdat jy hierdie dokument gestuur het. Kies watter e-posse jy kry onder E-poskennisgewings in jou gebruikerskieslys.',
    greeting: 'Hallo {{name}},',
    there: 'daar',
    signer: 'Ondertekenaar',
    reason: 'Rede gegee',
    button: 'Bekyk die dokument',
  },
  notice: {
    text: {
      not_signed: '{{signer}} het {{document}} nog nie onderteken nie',
      in_setup: '{{document}} is nog in opstelling en is nie gestuur nie',
      email_failed: 'Die e-pos aan {{signer}} oor {{document}} kon nie afgelewer word nie',
      sms_failed: 'Die teksboodskap aan {{signer}} oor {{document}} kon nie afgelewer word nie',
      expired: 'Die sperdatum om {{document}} te onderteken, is verby',
    },
    advice: {
      not_signed:
        'Jy kan die versoek weer stuur, hul besonderhede verander, of die sperdatum vir ondertekening in die dokument verleng.',
      in_setup:
        'Maak die opstelling klaar en vra vir handtekeninge, of skrap dit as dit nie nodig is nie.',
      email_failed:
        'Kontroleer {{signer}} se e-posadres, verbeter dit indien nodig en stuur die versoek weer.',
      sms_failed:
        'Kontroleer {{signer}} se selfoonnommer, verbeter dit indien nodig en stuur die versoek weer.',
      expired:
        'Die ondertekeningskakels werk nie meer nie. Om voort te gaan, stel ’n latere sperdatum in die dokument, of stel dit terug na opstelling en stuur dit weer.',
    },
    heading: 'Jou dokument het aandag nodig',
    footer:
      'Jy ontvang hierdie e-pos omdat ’n kennisgewingreël van hierdie dokument daarvoor vra. Verander die reëls in die dokument se redigeerder.',
    greeting: 'Hallo {{name}},',
    there: 'daar',
    sentence: '{{notice}}.',
    button: 'Maak die dokument oop',
  },
};
