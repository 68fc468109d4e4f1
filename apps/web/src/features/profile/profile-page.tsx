import { Box, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import classes from './profile-page.module.css';
import { PROFILE_SECTIONS } from './profile-sections.tsx';

const sectionElement = (id: string) => document.getElementById(`profile-${id}`);

/**
 * #profile (spec §2): the signed-in user's own settings, one section per capability. The section
 * list beside them (a scrolling row on phones) jumps to one and keeps it in the address
 * (#profile?section=id), so a link can open the page at a section.
 */
export const ProfilePage = () => {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('section');

  useEffect(() => {
    if (!wanted) return;
    const element = sectionElement(wanted);
    element?.scrollIntoView?.({ block: 'start' });
  }, [wanted]);

  const go = (id: string) => {
    setParams({ section: id }, { replace: true });
    const element = sectionElement(id);
    element?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    element?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Profile
        </Title>
        <Text c="dimmed" size="sm">
          Your details, how you sign in and how you sign.
        </Text>
      </Stack>
      <Box className={classes.layout}>
        <nav aria-label="Profile sections" className={classes.nav}>
          {PROFILE_SECTIONS.map(({ id, title }) => (
            <UnstyledButton
              key={id}
              className={classes.navItem}
              data-active={(wanted ?? PROFILE_SECTIONS[0]?.id) === id || undefined}
              aria-current={wanted === id ? 'true' : undefined}
              onClick={() => go(id)}
            >
              {title}
            </UnstyledButton>
          ))}
        </nav>
        <Stack gap="lg" className={classes.sections}>
          {PROFILE_SECTIONS.map(({ id, title, Component }) => (
            <Paper
              key={id}
              id={`profile-${id}`}
              component="section"
              aria-label={title}
              tabIndex={-1}
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              className={classes.section}
            >
              <Component />
            </Paper>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
};
