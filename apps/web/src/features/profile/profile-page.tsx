import { Paper, Stack, Text, Title } from '@mantine/core';
import { PROFILE_SECTIONS } from './profile-sections.tsx';

/** #profile (spec §2): the signed-in user's own settings, one section per capability. */
export const ProfilePage = () => (
  <Stack gap="lg" maw={760}>
    <Stack gap={4}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Profile
      </Title>
      <Text c="dimmed" size="sm">
        Your details, how you sign in and how you sign.
      </Text>
    </Stack>
    {PROFILE_SECTIONS.map(({ id, title, Component }) => (
      <Paper
        key={id}
        id={`profile-${id}`}
        component="section"
        aria-label={title}
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
      >
        <Component />
      </Paper>
    ))}
  </Stack>
);
