import {
  SIGNING_METHOD_FLAGS,
  ensureSigningMethod,
  type DateFormat,
  type DocumentFlag,
  type UpdateDocumentInput,
} from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '../../../app/api-client.ts';
import { showDanger } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { usePack } from '../../documents/view/use-pack.ts';
import { packSaveQueue, usePackQueueBusy } from '../signers/pack-save-queues.ts';
import { withoutGroups } from '../signers/signers-cache.ts';
import { saveDocumentSettings } from './settings-api.ts';
import { DOCUMENT_AUTOSAVE } from './settings-timing.ts';

/** What the settings panel changes: §3 flags, subject and message, date format, branding theme. */
export type SettingsPatch = Partial<Record<DocumentFlag, boolean>> &
  Pick<UpdateDocumentInput, 'subject' | 'message' | 'date_format' | 'branding_key'>;

/** The settings queue keeps one merged patch of the pack. */
const PACK = 'pack';
const isSigningMethod = (flag: DocumentFlag) =>
  (SIGNING_METHOD_FLAGS as readonly string[]).includes(flag);

/**
 * The pack's §3 flags, subject and message, changed at once in the cached pack and autosaved
 * 250 ms later (§9) through update_document. Answers the §5 signing-method message when turning
 * the last method off had upload turned back on.
 */
export const useDocumentSettings = (initial: PackDto) => {
  const queryClient = useQueryClient();
  const packKey = initial.key;
  const queryKey = QUERY_KEYS.documentPack(packKey);
  const cached = usePack(packKey).data ?? initial;

  const update = (change: (pack: PackDto) => PackDto) =>
    queryClient.setQueryData<PackDto>(queryKey, (current) => change(current ?? cached));

  const queue = packSaveQueue<SettingsPatch>(packKey, 'settings', () => ({
    timing: DOCUMENT_AUTOSAVE,
    save: async (_key, patch) => {
      await saveDocumentSettings(packKey, patch);
      // Kept even if the pack was read again while this was on its way.
      update((p) => ({ ...p, ...patch }));
    },
    onRejected: (_key, _patch, error) => {
      showDanger(errorMessageOf(error));
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  }));
  const saving = usePackQueueBusy(packKey, 'settings');
  // What is not saved yet shows over whatever the server last said.
  const pack = { ...cached, ...queue.unsaved(PACK) } as PackDto;

  const change = (patch: SettingsPatch) => {
    // A read already on its way would put the old values back.
    void queryClient.cancelQueries({ queryKey, exact: true });
    update((p) => {
      const next = { ...p, ...patch } as PackDto;
      // §5: the server deletes the groups when they are turned off; so does the cache.
      return patch.use_signer_groups === false
        ? withoutGroups(
            next,
            (p.signer_groups ?? []).map((g) => g.uuid),
          )
        : next;
    });
    queue.change(PACK, patch);
  };

  /** Sets one flag; answers the §5 message when the signing-method rule stepped in. */
  const setFlag = (flag: DocumentFlag, value: boolean): string | null => {
    if (!isSigningMethod(flag)) {
      change({ [flag]: value });
      return null;
    }
    const methods = Object.fromEntries(
      SIGNING_METHOD_FLAGS.map((f) => [f, f === flag ? value : pack[f]]),
    ) as Record<(typeof SIGNING_METHOD_FLAGS)[number], boolean>;
    const ensured = ensureSigningMethod(methods);
    change(ensured.message ? ensured.flags : { [flag]: value });
    return ensured.message;
  };

  const saveExtras = async (extras: { subject: string | null; message: string | null }) => {
    change(extras);
    await queue.flush();
  };

  const setDateFormat = (dateFormat: DateFormat) => change({ date_format: dateFormat });

  /** null: the workspace's default theme (or Quire's look when it has none). */
  const setBrandingKey = (brandingKey: string | null) => change({ branding_key: brandingKey });

  return { pack, saving, setFlag, saveExtras, setDateFormat, setBrandingKey };
};
