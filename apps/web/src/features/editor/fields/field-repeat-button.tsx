import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  canRepeatAcrossDocuments,
  repeatFieldsAcrossDocuments,
  repeatFieldsAcrossPages,
  type RepeatResult,
} from '@quire/domain';
import { IconFileStack, IconFiles, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import type { EditorContextValue } from '../editor-context.tsx';
import { serverText } from '../../../i18n/server-text.ts';

/** §5 field repeat: the selected fields on every page of their document, or every document. */
export const FieldRepeatButton = ({ editor }: { editor: EditorContextValue }) => {
  const { store, pack } = editor;
  const { t } = useTranslation();
  const children = [...pack.child_documents].sort((a, b) => a.position - b.position);
  const apply = (result: RepeatResult) => {
    store.add(result.fields);
    for (const warning of result.warnings)
      notifications.show({
        color: NOTICE_COLORS.warning,
        message: serverText(warning),
        autoClose: 6000,
      });
    if (result.fields.length > 0)
      notifications.show({
        color: NOTICE_COLORS.success,
        message: t('editor.fields.repeated', { count: result.fields.length }),
      });
  };
  const acrossPages = () => {
    const selected = store.selectedFields();
    const byDocument = new Set(selected.map((f) => f.document_key));
    const fields = [];
    const warnings: string[] = [];
    for (const document_key of byDocument) {
      const result = repeatFieldsAcrossPages(
        selected.filter((f) => f.document_key === document_key),
        { document_key, pages: editor.pagesOf(document_key) },
        [...store.allFields(), ...fields],
      );
      fields.push(...result.fields);
      warnings.push(...result.warnings);
    }
    apply({ fields, warnings });
  };
  const acrossDocuments = () =>
    apply(
      repeatFieldsAcrossDocuments(
        store.selectedFields(),
        children.map((c) => ({
          document_key: c.key,
          document_name: c.document_name,
          pages: editor.pagesOf(c.key),
        })),
        store.allFields(),
      ),
    );

  const acrossDocumentsOffered =
    editor.canRepeat.documents && canRepeatAcrossDocuments(children.length);
  if (!editor.canRepeat.pages && !acrossDocumentsOffered) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Tooltip label={t('editor.fields.repeat')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('editor.fields.repeatFields')}
            disabled={!editor.canMove || !editor.editable}
          >
            <IconRepeat size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {editor.canRepeat.pages && (
          <Menu.Item leftSection={<IconFiles size={16} />} onClick={acrossPages}>
            {t('editor.fields.everyPage')}
          </Menu.Item>
        )}
        {acrossDocumentsOffered && (
          <Menu.Item leftSection={<IconFileStack size={16} />} onClick={acrossDocuments}>
            {t('editor.fields.everyDocument')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
