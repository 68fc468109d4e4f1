import type { Catalogue } from './catalogue.ts';
import type { en } from './en.ts';
import { afAuth } from './af-auth.ts';
import { afApp } from './af-app.ts';
import { afDocumentsView } from './af-documents-view.ts';
import { afDocuments } from './af-documents.ts';
import { afCommon } from './af-common.ts';
import { afPostSign } from './af-post-sign.ts';
import { afProfile } from './af-profile.ts';
import { afSigning } from './af-signing.ts';

/** Afrikaans. */
export const af: Catalogue<typeof en> = {
  app: afApp,
  auth: afAuth,
  common: afCommon,
  documents: afDocuments,
  documentsView: afDocumentsView,
  signing: afSigning,
  postSign: afPostSign,
  profile: afProfile,
};
