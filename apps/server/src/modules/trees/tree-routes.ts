import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFolderBodySchema,
  fileInFolderBodySchema,
  treeQuerySchema,
  updateFolderBodySchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { fileInFolder } from './filing-service.ts';
import { createFolder, deleteFolder, getTreeLevel, updateFolder } from './tree-service.ts';

const treeParams = z.object({ tree_id: z.string().min(1).max(64) });
const folderParams = treeParams.extend({ folder_id: z.string().min(1).max(64) });

/** The file-directory tree (issue 17, docs/api-trees.md). */
export const treeRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/trees/:tree_id/tree',
    { schema: { params: treeParams, querystring: treeQuerySchema } },
    async (request) => ({
      success: true,
      tree: await getTreeLevel(
        ctx,
        requireAuth(request),
        request.params.tree_id,
        request.query.parent_id ?? null,
      ),
    }),
  );

  app.post(
    '/app/trees/:tree_id/folders',
    { schema: { params: treeParams, body: createFolderBodySchema } },
    async (request) => ({
      success: true,
      folder: await createFolder(
        ctx,
        requireAuth(request),
        request.params.tree_id,
        request.body.data,
      ),
    }),
  );

  app.post(
    '/app/trees/:tree_id/folders/:folder_id',
    { schema: { params: folderParams, body: updateFolderBodySchema } },
    async (request) => ({
      success: true,
      folder: await updateFolder(
        ctx,
        requireAuth(request),
        request.params.tree_id,
        request.params.folder_id,
        request.body.data,
      ),
    }),
  );

  app.delete(
    '/app/trees/:tree_id/folders/:folder_id',
    { schema: { params: folderParams } },
    async (request) => {
      await deleteFolder(
        ctx,
        requireAuth(request),
        request.params.tree_id,
        request.params.folder_id,
      );
      return { success: true };
    },
  );

  app.post(
    '/app/documents/:key/file_in_folder',
    { schema: { params: z.object({ key: z.string() }), body: fileInFolderBodySchema } },
    async (request) => ({
      success: true,
      document: await fileInFolder(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data.folder_id,
      ),
    }),
  );
};
