import { Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { fullNameSchema, type User } from '@quire/domain';
import { useState } from 'react';
import { useCurrentUser, useUserAccounts } from '../../../app/session/use-current-user.ts';
import { usePermission } from '../../../app/session/use-permissions.ts';
import { AutosaveHeader } from '../autosave/autosave-header.tsx';
import { useAutosave } from '../autosave/use-autosave.ts';
import { LanguageSetting } from './language-setting.tsx';
import { MobileField } from './mobile-field.tsx';
import { useUpdateUser } from './use-update-user.ts';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../i18n/server-text.ts';

export type DetailsPatch = {
  full_name: string;
  mobile_number: string;
  dialing_code: string;
  receive_updates: boolean;
  default_user_account_key: string;
};

/** #profile "Details": name, mobile, updates and default workspace, saved as they change. */
export const DetailsSection = () => {
  const current = useCurrentUser();
  if (!current.data) return null;
  return <DetailsForm user={current.data.user} />;
};

const DetailsForm = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const canEdit = usePermission('user_profile_permissions.can_update_details');
  const accounts = useUserAccounts();
  const update = useUpdateUser();
  const autosave = useAutosave<DetailsPatch>((patch) => update.mutateAsync(patch));
  const [fullName, setFullName] = useState(user.full_name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [defaultKey, setDefaultKey] = useState(user.default_user_account_key);

  const changeName = (value: string) => {
    setFullName(value);
    const check = fullNameSchema.safeParse(value);
    setNameError(check.success ? null : issueText(check.error));
    if (check.success) autosave.change({ full_name: check.data });
    else autosave.drop('full_name');
  };

  const workspaces = (accounts.data ?? []).map((ua) => ({ value: ua.key, label: ua.account_name }));

  return (
    <Stack gap="lg">
      <AutosaveHeader
        title={t('profile.details.title')}
        description={t('profile.details.intro')}
        autosave={autosave}
      />
      {!canEdit && (
        <Text size="sm" c="dimmed">
          {t('profile.details.locked')}
        </Text>
      )}
      <TextInput
        label={t('profile.details.fullName')}
        value={fullName}
        onChange={(event) => changeName(event.currentTarget.value)}
        error={nameError}
        disabled={!canEdit}
        autoComplete="name"
        maw={420}
      />
      <TextInput
        label={t('profile.details.email')}
        value={user.email_address}
        readOnly
        variant="filled"
        description={t('profile.details.emailHint')}
        maw={420}
      />
      <MobileField
        user={user}
        disabled={!canEdit}
        onValid={(patch) => autosave.change(patch)}
        onInvalid={() => autosave.drop('mobile_number')}
        saving={autosave.status === 'pending' || autosave.status === 'saving'}
      />
      <Select
        label={t('profile.details.defaultWorkspace')}
        description={t('profile.details.defaultWorkspaceHint')}
        data={workspaces}
        value={defaultKey}
        onChange={(value) => {
          if (!value) return;
          setDefaultKey(value);
          autosave.change({ default_user_account_key: value });
        }}
        disabled={!canEdit || workspaces.length === 0}
        allowDeselect={false}
        maw={420}
      />
      <Switch
        label={t('profile.details.news')}
        description={t('profile.details.newsHint')}
        defaultChecked={user.receive_updates}
        onChange={(event) => autosave.change({ receive_updates: event.currentTarget.checked })}
        disabled={!canEdit}
      />
      <LanguageSetting user={user} />
    </Stack>
  );
};
