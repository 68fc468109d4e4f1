import { ActionIcon, Anchor, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LOCALE_FORMAT_TAGS, canDelete, maySaveAsTemplate } from '@quire/domain';
import {
  IconArrowLeft,
  IconDots,
  IconDownload,
  IconFileSpreadsheet,
  IconFilePlus,
  IconShieldCheck,
  IconTemplate,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/i18n.ts';
import { isEmbeddedEditor } from '../../../app/embed/embed-editor-session.ts';
import { factsOf, useActor, usePermissions } from '../../../app/session/use-permissions.ts';
import { formatUpdateDate } from '../../../components/format-update-date.ts';
import { DocumentBadge } from '../document-status-badge.tsx';
import { RequestSignaturesButton } from '../../editor/request/request-signatures-button.tsx';
import { RevertToSetupButton } from '../../editor/request/revert-to-setup-button.tsx';
import { csvDownloadUrl, downloadUrl, type PackDto } from '../documents-api.ts';
import { TempDownloadItems } from './temp-download-items.tsx';
import { useTempDownload } from './use-temp-download.ts';
import { useTemplateActions } from '../templates/use-template-actions.ts';
import { VerifyPdfModal } from './verify-pdf-modal.tsx';

type DocumentHeaderProps = {
  pack: PackDto;
  onDelete: () => void;
  deleting: boolean;
  /** The upload button for another child, when the pack takes one. */
  addDocument?: ReactNode;
};

/**
 * The document view's title row: back to the list, name and status, the main action (request
 * signatures for a document, use for a template) and the menu (save as template, download, trash).
 */
export const DocumentHeader = ({ pack, onDelete, deleting, addDocument }: DocumentHeaderProps) => {
  const templates = useTemplateActions();
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 768px)') ?? false;
  const permissions = usePermissions();
  const tempDownload = useTempDownload();
  const actor = useActor();
  const isTemplate = pack.document_type === 'template';
  const offersSaveAsTemplate = !isTemplate && !pack.is_deleted && maySaveAsTemplate(permissions);
  const offersCsv = permissions.document_permissions.can_download_document_csv_data;
  // The creator, or whoever may delete others' documents, with the delete flag for the type.
  const offersTrash = !pack.is_deleted && actor !== null && canDelete(factsOf(pack), actor);
  const fromList = isTemplate ? '/documents?document_type=template' : '/documents';
  const [verifying, setVerifying] = useState(false);
  const offersVerify = pack.status === 'complete' && !isTemplate;
  // A partner's frame edits this pack only (ADR 0041): no way back to a list, no pack actions.
  const embedded = isEmbeddedEditor();

  return (
    <Stack gap={6}>
      {!embedded && (
        <Anchor component={Link} to={fromList} size="sm" c="dimmed" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />{' '}
            {isTemplate ? t('documentsView.header.templates') : t('documentsView.header.documents')}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={6} miw={0}>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {pack.document_name}
          </Title>
          <Group gap="xs">
            <DocumentBadge doc={pack} />
            <Text size="xs" c="dimmed">
              {t('documentsView.header.updated', {
                date: formatUpdateDate(
                  pack.date_updated,
                  new Date(),
                  LOCALE_FORMAT_TAGS[currentLocale()],
                ),
              })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {addDocument}
          {isTemplate && !pack.is_deleted && (
            <Button
              leftSection={<IconFilePlus size={16} />}
              size="sm"
              loading={templates.busy === pack.key}
              onClick={() => void templates.startFromTemplate(pack.key)}
              aria-label={t('documentsView.header.useTemplate')}
            >
              {narrow ? t('documentsView.header.use') : t('documentsView.header.useTemplate')}
            </Button>
          )}
          <RequestSignaturesButton pack={pack} />
          <RevertToSetupButton pack={pack} />
          {!embedded && (
            <Menu position="bottom-end" withinPortal shadow="md" width={220}>
              <Menu.Target>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={
                    isTemplate
                      ? t('documentsView.header.templateActions')
                      : t('documentsView.header.documentActions')
                  }
                  loading={deleting || (!isTemplate && templates.busy === pack.key)}
                >
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {offersSaveAsTemplate && (
                  <Menu.Item
                    leftSection={<IconTemplate size={16} />}
                    onClick={() => void templates.saveAsTemplate(pack)}
                  >
                    {t('documentsView.header.saveAsTemplate')}
                  </Menu.Item>
                )}
                <Menu.Item
                  component="a"
                  href={downloadUrl(pack.key)}
                  download
                  leftSection={<IconDownload size={16} />}
                >
                  {t('documentsView.header.downloadPdf')}
                </Menu.Item>
                {offersCsv && (
                  <Menu.Item
                    component="a"
                    href={csvDownloadUrl(pack.key)}
                    download
                    leftSection={<IconFileSpreadsheet size={16} />}
                  >
                    {t('documentsView.header.downloadCsv')}
                  </Menu.Item>
                )}
                {offersVerify && (
                  <Menu.Item
                    leftSection={<IconShieldCheck size={16} />}
                    onClick={() => setVerifying(true)}
                  >
                    {t('documentsView.header.verify')}
                  </Menu.Item>
                )}
                <TempDownloadItems documentKey={pack.key} download={tempDownload} />
                {offersTrash && (
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    {t('documentsView.header.moveToTrash')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
          {offersVerify && (
            <VerifyPdfModal
              documentKey={pack.key}
              opened={verifying}
              onClose={() => setVerifying(false)}
            />
          )}
        </Group>
      </Group>
    </Stack>
  );
};
