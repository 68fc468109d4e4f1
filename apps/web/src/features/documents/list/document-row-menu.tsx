import { ActionIcon, Menu } from '@mantine/core';
import type { DocumentDto } from '@quire/domain';
import {
  IconDots,
  IconDownload,
  IconFilePlus,
  IconFolderSymlink,
  IconRestore,
  IconTemplate,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { downloadUrl } from '../documents-api.ts';
import type { RowPermissions } from './list-permissions.ts';

export type RowAction =
  | 'trash'
  | 'recover'
  | 'permanently_delete'
  | 'save_as_template'
  | 'use_template'
  | 'file_in_folder';

type DocumentRowMenuProps = {
  doc: DocumentDto;
  isTrashView: boolean;
  /** What this user may do to this row (hidden otherwise; the server refuses too). */
  allowed: RowPermissions;
  onAction: (action: RowAction, doc: DocumentDto) => void;
};

/**
 * One row's actions: use a template or save a document as one, download and trash in the list;
 * recover and permanent delete in the trash.
 */
export const DocumentRowMenu = ({ doc, isTrashView, allowed, onAction }: DocumentRowMenuProps) => (
  <Menu position="bottom-end" withinPortal shadow="md" width={220}>
    <Menu.Target>
      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${doc.document_name}`}>
        <IconDots size={18} />
      </ActionIcon>
    </Menu.Target>
    <Menu.Dropdown>
      {isTrashView ? (
        <>
          {allowed.recover && (
            <Menu.Item
              leftSection={<IconRestore size={16} />}
              onClick={() => onAction('recover', doc)}
            >
              Recover
            </Menu.Item>
          )}
          {allowed.permanentlyDelete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrashX size={16} />}
              onClick={() => onAction('permanently_delete', doc)}
            >
              Delete permanently
            </Menu.Item>
          )}
          {!allowed.recover && !allowed.permanentlyDelete && (
            <Menu.Item disabled>Your permissions allow no action here</Menu.Item>
          )}
        </>
      ) : (
        <>
          {doc.document_type === 'template' ? (
            <Menu.Item
              leftSection={<IconFilePlus size={16} />}
              onClick={() => onAction('use_template', doc)}
            >
              Use template
            </Menu.Item>
          ) : (
            allowed.saveAsTemplate && (
              <Menu.Item
                leftSection={<IconTemplate size={16} />}
                onClick={() => onAction('save_as_template', doc)}
              >
                Save as template
              </Menu.Item>
            )
          )}
          <Menu.Item
            component="a"
            href={downloadUrl(doc.key)}
            download
            leftSection={<IconDownload size={16} />}
          >
            Download
          </Menu.Item>
          {allowed.fileInFolder && (
            <Menu.Item
              leftSection={<IconFolderSymlink size={16} />}
              onClick={() => onAction('file_in_folder', doc)}
            >
              Move to folder…
            </Menu.Item>
          )}
          {allowed.trash && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onAction('trash', doc)}
            >
              Move to trash
            </Menu.Item>
          )}
        </>
      )}
    </Menu.Dropdown>
  </Menu>
);
