import type { Catalogue } from './catalogue.ts';
import type { enBilling } from './en-billing.ts';

/** #billing and #custom_info (pricing): Afrikaans. */
export const afBilling: Catalogue<typeof enBilling> = {
  off: {
    title: 'Fakturering is op hierdie installasie afgeskakel.',
    body: 'Hierdie Quire word deur jou organisasie bedryf, en om dokumente te stuur kos hier niks: daar is geen planne, limiete of pryse om te kies nie.',
  },
  plan: { pay_as_you_go: 'Betaal soos jy gaan', subscription: 'Intekening' },
  status: { none: 'Geen intekening nie', active: 'Aktief', cancelled: 'Gekanselleer' },
  planUpdated: 'Plan bygewerk',
  pricing: {
    title: 'Pryse',
    intro:
      'Betaal per dokument, of teken per gebruiker in met ’n maandelikse toelae. Sê vir ons hoeveel mense stuur en hoeveel, en ons wys wat minder kos.',
    close: 'Maak toe',
    choose: 'Kies ’n plan',
  },
  page: {
    title: 'Fakturering',
    intro:
      'Jou werkruimte se plan, wat dit hierdie maand gestuur het, en wat ’n ander plan sou kos.',
    loading: 'Fakturering word gelaai',
    failed: 'Fakturering kon nie gelaai word nie.',
  },
  month: {
    title: 'Hierdie maand',
    sent_one: '{{count}} dokument gestuur',
    sent_other: '{{count}} dokumente gestuur',
    sentOf: '{{sent}} van {{included}} dokumente gestuur',
    sentOfThisMonth: '{{sent}} van {{included}} dokumente hierdie maand gestuur',
    extra_one: '{{count}} dokument bo die plan, teen die betaal-soos-jy-gaan-tarief gehef.',
    extra_other: '{{count}} dokumente bo die plan, teen die betaal-soos-jy-gaan-tarief gehef.',
    soFar: 'Tot dusver hierdie maand: <b>{{amount}}</b>',
  },
  summary: {
    title: 'Huidige plan',
    status: 'Intekeningstatus: {{status}}',
    subscribed_one:
      '{{count}} gebruiker, tot {{documents}} dokumente per maand: {{amount}} per maand.',
    subscribed_other:
      '{{count}} gebruikers, tot {{documents}} dokumente per maand: {{amount}} per maand.',
    perDocument:
      'Elke dokument wat vir ondertekening gestuur word, kos {{amount}}. Niks om te betaal in ’n maand sonder versendings nie.',
    members_one: '{{workspace}} het {{count}} lid.',
    members_other: '{{workspace}} het {{count}} lede.',
    shortTitle: 'Meer lede as gebruikers',
    short_one:
      'Die intekening dek {{count}} gebruiker, en {{workspace}} het {{members}}. Kies hieronder meer gebruikers.',
    short_other:
      'Die intekening dek {{count}} gebruikers, en {{workspace}} het {{members}}. Kies hieronder meer gebruikers.',
  },
  calculator: {
    users: 'Gebruikers',
    usersRange: '{{min}} tot {{max}}',
    documents: 'Dokumente per maand',
    documentsHint: 'Pakke wat vir ondertekening gestuur word',
    note: 'Pryse is per maand, in rand. ’n Dokument is een pak wat vir ondertekening gestuur word, hoeveel lêers dit ook al bevat. Bo {{documents}} dokumente per maand word elke verdere dokument op ’n intekening teen die betaal-soos-jy-gaan-tarief gehef.',
  },
  quote: {
    cheaperNamed: '{{plan}} (goedkoper)',
    cheaper: 'Goedkoper',
    aMonth: 'per maand',
    documents_one: '{{formattedCount}} dokument × {{price}}',
    documents_other: '{{formattedCount}} dokumente × {{price}}',
    users_one: '{{count}} gebruiker × {{price}} = {{total}}',
    users_other: '{{count}} gebruikers × {{price}} = {{total}}',
    tier: 'Tot {{documents}} dokumente: {{price}}',
    further_one: '{{count}} verdere dokument × {{price}} = {{total}}',
    further_other: '{{count}} verdere dokumente × {{price}} = {{total}}',
  },
  chooser: {
    title: 'Vergelyk planne',
    canManage:
      'Skat ’n maand, en skuif dan na die plan wat jou pas. ’n Verandering geld van nou af.',
    readOnly: 'Skat ’n maand. Net admins van {{workspace}} kan sy plan verander.',
    current: 'Jou huidige plan',
    switchTo: {
      pay_as_you_go: 'Skuif na betaal soos jy gaan',
      subscription: 'Skuif na intekening',
    },
  },
};
