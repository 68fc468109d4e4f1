import type { Catalogue } from './catalogue.ts';
import type { enFormLinks } from './en-form-links.ts';

/** The public form page (/form/{key}): Afrikaans. */
export const afFormLinks: Catalogue<typeof enFormLinks> = {
  loading: 'Laai die vorm',
  unavailable: 'Hierdie vorm is nie beskikbaar nie',
  asksSender: '{{sender}} vra jou om hierdie dokument in te vul en te onderteken.',
  asksNoSender: 'Jy word gevra om hierdie dokument in te vul en te onderteken.',
  name: 'Jou volle naam',
  email: 'E-posadres',
  emailHint: 'Word saam met jou handtekening in die dokument se ouditspoor aangeteken.',
  mobile: 'Selfoonnommer',
  otherSigners: 'Ná jou word hierdie dokument onderteken deur',
  continue: 'Gaan voort om te onderteken',
  errors: {
    nameRequired: 'Voer asseblief jou naam in.',
    emailInvalid: 'Voer asseblief ’n geldige e-posadres in.',
    mobileRequired: 'Voer asseblief jou selfoonnommer in.',
  },
};
