import type { Catalogue } from './catalogue-type.ts';
import type { textEn } from './text-catalogue-en.ts';

/** The SMS and WhatsApp texts: Afrikaans. */
export const textAf: Catalogue<typeof textEn> = {
  request: '{{sender}} het vir jou "{{document}}" gestuur om te onderteken: {{url}}',
  reminder: 'Herinnering: {{text}}',
  code: '{{code}} is jou Quire-verifikasiekode vir "{{document}}". Dit verval oor {{minutes}} minute.',
  finalCopy: '"{{document}}" is deur almal onderteken. Jou afskrif: {{url}}',
  mobileCode:
    '{{code}} is jou Quire-kode om hierdie selfoonnommer te bevestig. Dit verval oor {{minutes}} minute.',
  twoStepCode:
    '{{code}} is jou Quire-kode. Dit werk vir {{minutes}} minute. Moet dit nooit deel nie.',
};
