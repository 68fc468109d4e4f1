import { Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { addUserAccountSchema, type AddUserAccountInput } from '@quire/domain';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../components/form-error.tsx';
import { failureMessage } from '../../app/failure-message.ts';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions.tsx';
import { serverText } from '../../i18n/server-text.ts';

type Field = 'name' | 'email_address';
const EMPTY: AddUserAccountInput = {
  first_name: '',
  last_name: '',
  email_address: '',
  is_admin: false,
};

type AddMemberModalProps = {
  opened: boolean;
  accountName: string;
  pending: boolean;
  error: unknown;
  onSubmit: (input: AddUserAccountInput) => void;
  onClose: () => void;
};

/** "Add user": the §5 rules are checked here first, then by the server, whose message wins. */
export const AddMemberModal = ({
  opened,
  accountName,
  pending,
  error,
  onSubmit,
  onClose,
}: AddMemberModalProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = <K extends keyof AddUserAccountInput>(field: K, value: AddUserAccountInput[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addUserAccountSchema.safeParse({ data: values });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field: Field = issue.path.includes('email_address') ? 'email_address' : 'name';
        found[field] ??= serverText(issue.message);
      }
      setErrors(found);
      return;
    }
    onSubmit(parsed.data.data);
  };

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('workspaces.addMember.title')}
      centered
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('workspaces.addMember.intro', { workspace: accountName })}
          </Text>
          <FormError
            message={error ? failureMessage(error, t('workspaces.addMember.failed')) : null}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('workspaces.addMember.firstName')}
              autoComplete="off"
              value={values.first_name}
              onChange={(event) => change('first_name', event.currentTarget.value)}
              error={errors.name}
              data-autofocus
            />
            <TextInput
              label={t('workspaces.addMember.lastName')}
              autoComplete="off"
              value={values.last_name}
              onChange={(event) => change('last_name', event.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label={t('workspaces.addMember.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={values.email_address}
            onChange={(event) => change('email_address', event.currentTarget.value)}
            error={errors.email_address}
          />
          <Switch
            label={t('workspaces.addMember.admin')}
            description={t('workspaces.addMember.adminHint')}
            checked={values.is_admin}
            onChange={(event) => change('is_admin', event.currentTarget.checked)}
          />
          <FormActions
            cancelLabel={t('workspaces.addMember.cancel')}
            onCancel={close}
            cancelDisabled={pending}
            submitLabel={t('workspaces.addMember.add')}
            pending={pending}
            gap="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
};
