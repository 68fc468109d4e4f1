import {
  Box,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { IconCircleCheck, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { useLogout } from '../../../app/session/use-logout.ts';
import { QuireWordmark } from '../../../components/quire-logo.tsx';
import { PasskeysSection } from '../passkeys/passkeys-section.tsx';
import { usePasskeys } from '../passkeys/use-passkeys.ts';
import { TwoStepSection } from './two-step-section.tsx';

type ForcedTwoStepSetupProps = {
  email: string;
  /** The second step is on and its recovery codes were put away: the app may open. */
  onDone: () => void;
};

/**
 * §2 '#documents opens two-step authentication setup if forced' (TWO_FACTOR_MANDATORY). Until the
 * user has a second step this is every screen: it says why, offers the setup and a way out. The
 * rest of the app is not shown at all (the server refuses its calls anyway, two-step-gate.ts).
 */
export const ForcedTwoStepSetup = ({ email, onDone }: ForcedTwoStepSetupProps) => {
  const { t } = useTranslation();
  const logout = useLogout();
  // A passkey meets the requirement too (the server's gate agrees: two-step-gate.ts).
  const passkeys = usePasskeys();
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;
  const me = useCurrentUser();
  // The app opens once the server agrees the requirement is met.
  const continueWithPasskey = async () => {
    const fresh = await me.refetch();
    if (fresh.data?.two_step_setup_required === false) onDone();
  };
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group
        component="header"
        h={60}
        px={{ base: 'sm', sm: 'lg' }}
        justify="space-between"
        wrap="nowrap"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <QuireWordmark compact />
        <Button
          variant="default"
          size="sm"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={() => void logout()}
        >
          {t('profile.twoStep.forced.logOut')}
        </Button>
      </Group>
      <Container
        component="main"
        size={640}
        px={{ base: 'md', sm: 'xl' }}
        py={{ base: 'lg', sm: 40 }}
      >
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" color="orange">
              <IconShieldLock size={24} aria-hidden="true" />
            </ThemeIcon>
            <Stack gap={6}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {t('profile.twoStep.forced.title')}
              </Title>
              <Text size="sm">
                <Trans
                  i18nKey="profile.twoStep.forced.intro"
                  values={{ email }}
                  components={{ b: <strong /> }}
                />
              </Text>
            </Stack>
          </Group>
          <Paper
            component="section"
            aria-label={t('profile.twoStep.title')}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
          >
            <TwoStepSection forced={{ onDone }} />
          </Paper>
          <Divider label={t('profile.twoStep.forced.or')} labelPosition="center" />
          <Paper
            component="section"
            aria-label={t('profile.twoStep.forced.usePasskey')}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'xl' }}
          >
            {hasPasskey ? (
              <Stack gap="sm">
                <Group gap="xs" wrap="nowrap">
                  <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
                  <Text size="sm" fw={600}>
                    {t('profile.twoStep.forced.passkeyIsStep')}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('profile.twoStep.forced.passkeyNext')}
                </Text>
                <Button
                  w="fit-content"
                  loading={me.isFetching}
                  onClick={() => void continueWithPasskey()}
                >
                  {t('profile.twoStep.forced.continue')}
                </Button>
              </Stack>
            ) : (
              <PasskeysSection />
            )}
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            {t('profile.twoStep.forced.notNow')}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
};
