import type { Catalogue } from './catalogue.ts';
import type { enServer } from './en-server.ts';
import { afServerAccount } from './af-server-account.ts';
import { afServerBulk } from './af-server-bulk.ts';
import { afServerComposed } from './af-server-composed.ts';
import { afServerCore } from './af-server-core.ts';
import { afServerDocuments } from './af-server-documents.ts';
import { afServerSigning } from './af-server-signing.ts';

/** The server's answers in Afrikaans: every domain message set, each of its keys (server-text.ts). */
export const afServer: Catalogue<typeof enServer> = {
  ...afServerCore,
  ...afServerAccount,
  ...afServerSigning,
  ...afServerDocuments,
  ...afServerBulk,
  ...afServerComposed,
};
