import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATIONS, type TemplateLinkDetails } from '@quire/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LinkQrCode } from '../../../components/link-qr-code.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { LinkField } from './link-field.tsx';
import { templateLinkApi, templateLinkQueryKey } from './template-link-api.ts';

const REPLACE_QUESTION =
  'Anyone who has the current link will no longer be able to use it. Replace the link?';

/** The reusable form link: its switch (one with the template's "Use as a reusable form"), link, QR code. */
export const FormLinkSection = ({
  packKey,
  details,
  canManage,
}: {
  packKey: string;
  details: TemplateLinkDetails;
  canManage: boolean;
}) => {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // The switch moves at once; once the server answers, its answer is the truth again.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const settle = (answer: { template_link: TemplateLinkDetails; message: string }) => {
    queryClient.setQueryData(templateLinkQueryKey(packKey), answer.template_link);
    // The settings panel shows the same switch.
    queryClient.setQueryData<PackDto>(QUERY_KEYS.documentPack(packKey), (pack) =>
      pack ? { ...pack, can_be_used_as_form: answer.template_link.can_be_used_as_form } : pack,
    );
    notifications.show({
      color: NOTICE_COLORS.success,
      message: answer.message,
      autoClose: MESSAGE_DURATIONS.short,
    });
  };
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => templateLinkApi.setFormLink(packKey, enabled),
    onSuccess: settle,
    onSettled: () => setWanted(null),
  });
  const replace = useMutation({
    mutationFn: () => templateLinkApi.replaceFormLink(packKey),
    onSuccess: (answer) => {
      setConfirming(false);
      settle(answer);
    },
  });
  const link = details.form_link;
  const live = details.can_be_used_as_form && !!link?.enabled;
  return (
    <Stack gap="sm">
      <Switch
        label="Anyone with the link can fill in and sign their own copy"
        description={
          canManage
            ? 'Each person who uses the link gets a document of their own, sent to them at once.'
            : 'You do not have permission to change the form link.'
        }
        checked={wanted ?? live}
        disabled={!canManage || toggle.isPending}
        onChange={(event) => {
          setWanted(event.currentTarget.checked);
          toggle.mutate(event.currentTarget.checked);
        }}
      />
      {details.roles.length === 0 && (
        <Text size="sm" c="orange.8" role="note">
          Add a signer to this template: whoever uses the form signs as its first signer, so until
          then the link answers that the form is not available.
        </Text>
      )}
      {link && (
        <>
          <LinkField label="Form link" value={link.url} disabled={!live} />
          <Group justify="space-between" align="center" wrap="nowrap" gap="md">
            {live ? (
              <LinkQrCode value={link.url} label="QR code of the form link" />
            ) : (
              <Badge color="gray" variant="light">
                Link turned off
              </Badge>
            )}
            <Stack gap={6} align="flex-end">
              <Text size="sm" c="dimmed">
                {link.uses === 1 ? 'Used once' : `Used ${link.uses} times`}
              </Text>
              {canManage && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => setConfirming(true)}
                >
                  Replace link
                </Button>
              )}
            </Stack>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Replace the form link"
        message={REPLACE_QUESTION}
        confirmLabel="Replace link"
        danger
        loading={replace.isPending}
        onConfirm={() => replace.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
};
