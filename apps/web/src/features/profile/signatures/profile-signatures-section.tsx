import { Divider, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { SignatureKindPanel } from './signature-kind-panel.tsx';

/** #profile: the user's saved signatures and initials (§3, §5), each with its default. */
export const ProfileSignaturesSection = () => {
  const me = useCurrentUser();
  const fullName = me.data?.user.full_name ?? '';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          Signature and initials
        </Title>
        <Text size="sm" c="dimmed">
          Draw, type or upload them once; Quire offers them whenever you sign.
        </Text>
      </Stack>
      {/* Mounted once the name is known, so the Type tab starts with it. */}
      {me.data && (
        <>
          <SignatureKindPanel kind="signature" fullName={fullName} />
          <Divider />
          <SignatureKindPanel kind="initial" fullName={fullName} />
        </>
      )}
    </Stack>
  );
};
