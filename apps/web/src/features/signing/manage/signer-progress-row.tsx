import { ActionIcon, Badge, Box, Group, Menu, Stack, Text } from '@mantine/core';
import type { DocumentPermissions, Signatory } from '@quire/domain';
import {
  IconDots,
  IconLink,
  IconPencil,
  IconSend,
  IconSignature,
  IconUserMinus,
} from '@tabler/icons-react';
import type { PackDto } from '../../documents/documents-api.ts';
import {
  SIGNER_PROGRESS_COLOUR,
  isTheirTurn,
  progressOf,
  signerActions,
} from './signer-progress.ts';
import { useTranslation } from 'react-i18next';

export type SignerAction =
  'resend' | 'signing_link' | 'sign_in_person' | 'edit_details' | 'exclude';

type SignerProgressRowProps = {
  pack: PackDto;
  signer: Signatory;
  can: DocumentPermissions;
  onAction: (action: SignerAction, signer: Signatory) => void;
};

/** One signer in the owner's panel: who, where they stand, and what may be done for them. */
export const SignerProgressRow = ({ pack, signer, can, onAction }: SignerProgressRowProps) => {
  const { t } = useTranslation();
  const progress = progressOf(signer);
  const rejectionReason = signer.status === 'rejected' ? signer.rejection_reason : null;
  const turn = signer.status === 'awaiting_signatures' && isTheirTurn(pack, signer.uuid);
  const offered = signerActions(pack, signer);
  const name = signer.name || signer.email || signer.role;
  const items = [
    offered.resend && { action: 'resend', label: t('manage.row.resend'), icon: IconSend },
    offered.signingLink &&
      can.can_generate_signing_link && {
        action: 'signing_link',
        label: t('manage.row.signingLink'),
        icon: IconLink,
      },
    offered.signInPerson &&
      can.can_sign_in_person && {
        action: 'sign_in_person',
        label: t('manage.row.signInPerson'),
        icon: IconSignature,
      },
    offered.editDetails && {
      action: 'edit_details',
      label: t('manage.row.editDetails'),
      icon: IconPencil,
    },
    offered.exclude &&
      can.can_mark_document_as_complete && {
        action: 'exclude',
        label: t('manage.row.exclude'),
        icon: IconUserMinus,
      },
  ].filter((item) => item !== false) as {
    action: SignerAction;
    label: string;
    icon: typeof IconSend;
  }[];

  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py="xs"
      aria-label={t('manage.row.signer', { name })}
      role="group"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <Box
          mt={6}
          w={10}
          h={10}
          style={{ borderRadius: '50%', background: signer.colour, flexShrink: 0 }}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          {(signer.email || signer.mobile_number) && (
            <Text size="xs" c="dimmed" truncate>
              {signer.email ?? signer.mobile_number}
            </Text>
          )}
          <Group gap={6}>
            <Badge variant="light" color={SIGNER_PROGRESS_COLOUR[progress]} radius="sm" tt="none">
              {t(`manage.progress.${progress}`)}
            </Badge>
            {turn && (
              <Badge variant="outline" color="quire" radius="sm" tt="none">
                {t('manage.row.theirTurn')}
              </Badge>
            )}
          </Group>
          {rejectionReason && (
            <Text size="xs" c="red.8">
              {t('manage.row.reason', { reason: rejectionReason })}
            </Text>
          )}
        </Stack>
      </Group>
      {items.length > 0 && (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('manage.row.actions', { name })}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {items.map(({ action, label, icon: Icon }) => (
              <Menu.Item
                key={action}
                leftSection={<Icon size={16} />}
                color={action === 'exclude' ? 'red' : undefined}
                onClick={() => onAction(action, signer)}
              >
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
};
