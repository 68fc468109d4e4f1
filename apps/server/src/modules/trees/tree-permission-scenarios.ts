import { newKey } from '../../lib/ids.ts';
import { treeFolders } from '../../db/schema.ts';
import type { MatrixKit, Scenario } from '../permissions/permission-matrix-kit.ts';

/** A folder of the team's tree, made by the admin (as if through the tree's own route). */
const folderOf = async (k: MatrixKit, name: string): Promise<string> => {
  const key = newKey();
  await k.t.ctx.db
    .insert(treeFolders)
    .values({ key, account_key: k.team, name: `${name} ${key}`, created_by: k.admin.user_key });
  return key;
};

const folders = (k: MatrixKit) => `/app/trees/${k.team}/folders`;

/** The permission matrix's scenarios for the folder tree (docs/api-trees.md). */
export const TREE_SCENARIOS: Record<string, Scenario> = {
  'can_move_documents POST /app/trees/{tree_id}/folders': {
    prepare: async (k) => () =>
      k.asMember('POST', folders(k), { data: { name: `New ${newKey()}`, parent_id: null } }),
  },
  'can_move_documents POST /app/trees/{tree_id}/folders/{folder_id}': {
    prepare: async (k) => {
      const folder = await folderOf(k, 'Rename');
      return () => k.asMember('POST', `${folders(k)}/${folder}`, { data: { name: 'Renamed' } });
    },
  },
  'can_move_documents DELETE /app/trees/{tree_id}/folders/{folder_id}': {
    prepare: async (k) => {
      const folder = await folderOf(k, 'Delete');
      return () => k.asMember('DELETE', `${folders(k)}/${folder}`);
    },
  },
  ...Object.fromEntries(
    (
      [
        ['can_move_documents', 'document'],
        ['can_move_templates', 'template'],
      ] as const
    ).map(([flag, documentType]) => [
      `${flag} POST /app/documents/{key}/file_in_folder`,
      {
        prepare: async (k: MatrixKit) => {
          const p = await k.pack({ documentType });
          const folder = await folderOf(k, 'File');
          return () =>
            k.asMember('POST', `/app/documents/${p.key}/file_in_folder`, {
              data: { folder_id: folder },
            });
        },
      } satisfies Scenario,
    ]),
  ),
};
