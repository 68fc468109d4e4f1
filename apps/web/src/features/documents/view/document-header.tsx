import { ActionIcon, Anchor, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDots, IconDownload, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUpdateDate } from '../../../components/format-update-date.ts';
import { DocumentStatusBadge } from '../document-status-badge.tsx';
import { RequestSignaturesButton } from '../../editor/request/request-signatures-button.tsx';
import { RevertToSetupButton } from '../../editor/request/revert-to-setup-button.tsx';
import { downloadUrl, type PackDto } from '../documents-api.ts';

type DocumentHeaderProps = {
  pack: PackDto;
  onDelete: () => void;
  deleting: boolean;
  /** The upload button for another child, when the pack takes one. */
  addDocument?: ReactNode;
};

/** The document view's title row: back to the list, name and status, download and delete. */
export const DocumentHeader = ({ pack, onDelete, deleting, addDocument }: DocumentHeaderProps) => (
  <Stack gap={6}>
    <Anchor component={Link} to="/documents" size="sm" c="dimmed" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} /> Documents
      </Group>
    </Anchor>
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <Stack gap={6} miw={0}>
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {pack.document_name}
        </Title>
        <Group gap="xs">
          <DocumentStatusBadge status={pack.status} />
          {pack.document_type === 'template' && (
            <Text size="xs" c="dimmed" fw={600}>
              Template
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Updated {formatUpdateDate(pack.date_updated)}
          </Text>
        </Group>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {addDocument}
        <RequestSignaturesButton pack={pack} />
        <RevertToSetupButton pack={pack} />
        <Menu position="bottom-end" withinPortal shadow="md" width={220}>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Document actions"
              loading={deleting}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component="a"
              href={downloadUrl(pack.key)}
              download
              leftSection={<IconDownload size={16} />}
            >
              Download PDF
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
              Move to trash
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  </Stack>
);
