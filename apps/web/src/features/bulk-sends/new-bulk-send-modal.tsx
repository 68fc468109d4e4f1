import { Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { BULK_SEND_TYPES, type BulkSendType } from '@quire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { bulkSendsApi } from './bulk-sends-api.ts';
import { FormActions } from '../../components/form-actions.tsx';

/** "New bulk send": a description and a type; the rest is set up on the send's own page. */
export const NewBulkSendModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [description, setDescription] = useState('');
  const [type, setType] = useState<BulkSendType>('create_and_send');
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: () =>
      bulkSendsApi.save({ description: description.trim(), bulk_send_type: type, status: 'setup' }),
    onSuccess: async (sent) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bulkSends });
      onClose();
      navigate(`/bulk_sends/${sent.key}`);
    },
    onError: (error) => setProblem(failureMessage(error, t('bulkSends.create.failed'))),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!description.trim()) {
      setProblem(t('bulkSends.create.descriptionRequired'));
      return;
    }
    setProblem(null);
    create.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('bulkSends.newSend')} centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('bulkSends.create.description')}
            placeholder={t('bulkSends.create.placeholder')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={problem}
            data-autofocus
            required
          />
          <Radio.Group
            label={t('bulkSends.create.typeLabel')}
            value={type}
            onChange={(value) => setType(value as BulkSendType)}
          >
            <Stack gap="sm" mt={6}>
              {BULK_SEND_TYPES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`bulkSends.types.${option}`)}
                  description={t(`bulkSends.create.typeHelp.${option}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            {t('bulkSends.create.nothingSent')}
          </Text>
          <FormActions
            cancelLabel={t('bulkSends.create.cancel')}
            onCancel={onClose}
            cancelDisabled={create.isPending}
            submitLabel={t('bulkSends.create.submit')}
            pending={create.isPending}
            gap="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
