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
import { useTranslation } from 'react-i18next';
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
export const DocumentRowMenu = ({ doc, isTrashView, allowed, onAction }: DocumentRowMenuProps) => {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('documents.menu.actionsFor', { name: doc.document_name })}
        >
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
                {t('documents.menu.recover')}
              </Menu.Item>
            )}
            {allowed.permanentlyDelete && (
              <Menu.Item
                color="red"
                leftSection={<IconTrashX size={16} />}
                onClick={() => onAction('permanently_delete', doc)}
              >
                {t('documents.menu.deletePermanently')}
              </Menu.Item>
            )}
            {!allowed.recover && !allowed.permanentlyDelete && (
              <Menu.Item disabled>{t('documents.menu.nothingAllowed')}</Menu.Item>
            )}
          </>
        ) : (
          <>
            {doc.document_type === 'template' ? (
              <Menu.Item
                leftSection={<IconFilePlus size={16} />}
                onClick={() => onAction('use_template', doc)}
              >
                {t('documents.menu.useTemplate')}
              </Menu.Item>
            ) : (
              allowed.saveAsTemplate && (
                <Menu.Item
                  leftSection={<IconTemplate size={16} />}
                  onClick={() => onAction('save_as_template', doc)}
                >
                  {t('documents.menu.saveAsTemplate')}
                </Menu.Item>
              )
            )}
            <Menu.Item
              component="a"
              href={downloadUrl(doc.key)}
              download
              leftSection={<IconDownload size={16} />}
            >
              {t('documents.menu.download')}
            </Menu.Item>
            {allowed.fileInFolder && (
              <Menu.Item
                leftSection={<IconFolderSymlink size={16} />}
                onClick={() => onAction('file_in_folder', doc)}
              >
                {t('documents.menu.moveToFolder')}
              </Menu.Item>
            )}
            {allowed.trash && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onAction('trash', doc)}
              >
                {t('documents.menu.moveToTrash')}
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
