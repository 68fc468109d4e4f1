import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_DURATIONS, type TemplateLinkDetails } from '@quire/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_COLORS } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LinkQrCode } from '../../../components/link-qr-code.tsx';
import type { PackDto } from '../../documents/documents-api.ts';
import { LinkField } from './link-field.tsx';
import { templateLinkApi, templateLinkQueryKey } from './template-link-api.ts';

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
  const { t } = useTranslation();
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
        label={t('editor.link.formSwitch')}
        description={canManage ? t('editor.link.formSwitchHint') : t('editor.link.formNotAllowed')}
        checked={wanted ?? live}
        disabled={!canManage || toggle.isPending}
        onChange={(event) => {
          setWanted(event.currentTarget.checked);
          toggle.mutate(event.currentTarget.checked);
        }}
      />
      {details.roles.length === 0 && (
        <Text size="sm" c="orange.8" role="note">
          {t('editor.link.needsSigner')}
        </Text>
      )}
      {link && (
        <>
          <LinkField label={t('editor.link.form')} value={link.url} disabled={!live} />
          <Group justify="space-between" align="center" wrap="nowrap" gap="md">
            {live ? (
              <LinkQrCode value={link.url} label={t('editor.link.qr')} />
            ) : (
              <Badge color="gray" variant="light">
                {t('editor.link.off')}
              </Badge>
            )}
            <Stack gap={6} align="flex-end">
              <Text size="sm" c="dimmed">
                {t('editor.link.uses', { count: link.uses })}
              </Text>
              {canManage && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => setConfirming(true)}
                >
                  {t('editor.link.replace')}
                </Button>
              )}
            </Stack>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('editor.link.replaceTitle')}
        message={t('editor.link.replaceQuestion')}
        confirmLabel={t('editor.link.replace')}
        danger
        loading={replace.isPending}
        onConfirm={() => replace.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
};
