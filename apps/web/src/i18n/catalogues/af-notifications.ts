import type { Catalogue } from './catalogue.ts';
import type { enNotifications } from './en-notifications.ts';

/** Die klokkie in die kopstrook en sy lys kennisgewings in die toep: Afrikaans. */
export const afNotifications: Catalogue<typeof enNotifications> = {
  title: 'Kennisgewings',
  markAll: 'Merk alles as gelees',
  empty: 'Jy is op hoogte van alles.',
  unread: 'Ongelees: ',
};
