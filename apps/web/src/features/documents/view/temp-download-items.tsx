import { Menu } from '@mantine/core';
import { TEMP_DOWNLOAD_CHOICES } from '@quire/domain';
import { IconFileDownload } from '@tabler/icons-react';
import { usePermissions } from '../../../app/session/use-permissions.ts';
import type { TempDownloader } from './use-temp-download.ts';

/**
 * The downloads the server makes on request (preview, fillable PDF with metadata or with field
 * ids), each offered by its permission flag, for the pack (document menu) or one document (tab
 * dropdown). The downloader lives with the menu's owner: a closed menu unmounts its items.
 */
export const TempDownloadItems = ({
  documentKey,
  download,
}: {
  documentKey: string;
  download: TempDownloader;
}) => {
  const can = usePermissions().document_permissions;
  const offered = TEMP_DOWNLOAD_CHOICES.filter((c) => can[c.flag]);
  return offered.map((choice) => (
    <Menu.Item
      key={choice.type}
      leftSection={<IconFileDownload size={16} />}
      disabled={download.busy}
      onClick={() => void download.start(documentKey, choice.type, choice.label)}
    >
      {choice.label}
    </Menu.Item>
  ));
};
