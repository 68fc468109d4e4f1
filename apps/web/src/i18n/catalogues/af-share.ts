import type { Catalogue } from './catalogue.ts';
import type { enShare } from './en-share.ts';

/** #share: sharing Quire: Afrikaans. */
export const afShare: Catalogue<typeof enShare> = {
  title: 'Deel Quire',
  intro:
    'Ken jy iemand wat steeds druk, onderteken en skandeer? Stuur vir hulle hierdie skakel om in te teken.',
  link: 'Skakel na Quire',
  copy: 'Kopieer',
  qr: 'QR-kode van die skakel na Quire',
  scan: 'Of laat hulle hierdie kode met hul foon se kamera skandeer.',
  on: 'Deel op {{target}}',
  text: 'Ek onderteken en stuur dokumente met Quire. Probeer dit:',
  subject: 'Quire om dokumente te onderteken',
  target: {
    whatsapp: 'WhatsApp',
    email: 'E-pos',
    linkedin: 'LinkedIn',
    x: 'X',
    facebook: 'Facebook',
  },
};
