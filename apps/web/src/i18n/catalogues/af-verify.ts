import type { Catalogue } from './catalogue.ts';
import type { enVerify } from './en-verify.ts';

/** Die openbare /verify-bladsy: Afrikaans. */
export const afVerify: Catalogue<typeof enVerify> = {
  title: 'Verifieer ’n ondertekende dokument',
  intro:
    'Kontroleer dat ’n PDF deur Quire verseël is en sedertdien nie verander is nie. Die lêer word op hierdie bediener gekontroleer en nie gehou nie.',
  loadingRecord: 'Laai tans die ondertekeningsrekord…',
  record: 'Ondertekeningsrekord',
  dropHint:
    'Los die PDF wat jy ontvang het hieronder om te kontroleer dat dit hierdie dokument is, onveranderd.',
  dropLabel: 'Los die PDF om dit te kontroleer',
  dropHere: 'Los ’n ondertekende PDF hier',
  choose: 'Kies ’n PDF',
  orSha: 'of kontroleer sy SHA-256',
  shaLabel: 'SHA-256 van die lêer',
  shaPlaceholder: '64 heksadesimale karakters',
  check: 'Kontroleer',
};
