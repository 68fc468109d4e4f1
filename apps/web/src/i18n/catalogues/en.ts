import { enAuth } from './en-auth.ts';
import { enApp } from './en-app.ts';
import { enDocumentsView } from './en-documents-view.ts';
import { enDocuments } from './en-documents.ts';
import { enCommon } from './en-common.ts';
import { enPostSign } from './en-post-sign.ts';
import { enProfile } from './en-profile.ts';
import { enSigning } from './en-signing.ts';

/** English, the source catalogue: every other language has exactly its keys. */
export const en = {
  app: enApp,
  auth: enAuth,
  common: enCommon,
  documents: enDocuments,
  documentsView: enDocumentsView,
  signing: enSigning,
  postSign: enPostSign,
  profile: enProfile,
};
