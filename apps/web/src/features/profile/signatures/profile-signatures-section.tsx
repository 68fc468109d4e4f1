import { Divider, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { usePermission } from '../../../app/session/use-permissions.ts';
import { SignatureKindPanel } from './signature-kind-panel.tsx';
import { useTranslation } from 'react-i18next';

/** #profile: the user's saved signatures and initials (§3, §5), each with its default. */
export const ProfileSignaturesSection = () => {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const fullName = me.data?.user.full_name ?? '';
  const canUpdate = usePermission('user_profile_permissions.can_update_signature_and_initials');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {t('profile.signatures.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.signatures.intro')}
        </Text>
        {!canUpdate && (
          <Text size="sm" c="orange.8">
            {t('profile.signatures.locked')}
          </Text>
        )}
      </Stack>
      {/* Mounted once the name is known, so the Type tab starts with it. */}
      {me.data && (
        <>
          <SignatureKindPanel kind="signature" fullName={fullName} canUpdate={canUpdate} />
          <Divider />
          <SignatureKindPanel kind="initial" fullName={fullName} canUpdate={canUpdate} />
        </>
      )}
    </Stack>
  );
};
