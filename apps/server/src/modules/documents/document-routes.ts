import type { FastifyInstance } from 'fastify';
import { documentActionRoutes } from './document-action-routes.ts';
import { documentDownloadRoutes } from './document-download-routes.ts';
import { documentViewRoutes } from './document-view-routes.ts';

/** Every route of the documents module (the "Documents" table of docs/api-documents.md). */
export const documentRoutes = async (app: FastifyInstance) => {
  await app.register(documentViewRoutes);
  await app.register(documentActionRoutes);
  await app.register(documentDownloadRoutes);
};
