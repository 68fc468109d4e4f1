import { Box, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import classes from './profile-page.module.css';
import { PROFILE_SECTIONS } from './profile-sections.tsx';
import { useSectionInView } from './use-section-in-view.ts';
import { useTranslation } from 'react-i18next';

const SECTION_IDS = PROFILE_SECTIONS.map((s) => s.id);

const sectionElement = (id: string) => document.getElementById(`profile-${id}`);

/**
 * #profile (spec §2): the signed-in user's own settings, one section per capability. The section
 * list beside them (a scrolling row on phones) jumps to one and keeps it in the address
 * (#profile?section=id), so a link can open the page at a section; it marks the section being
 * read as the page scrolls.
 */
export const ProfilePage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('section');
  const active = useSectionInView(SECTION_IDS, wanted) ?? wanted ?? SECTION_IDS[0];
  const nav = useRef<HTMLElement>(null);

  // On a phone the list is a row wider than the screen: keep the marked section's chip in it.
  useEffect(() => {
    const row = nav.current;
    const item = row?.querySelector<HTMLElement>('[data-active]');
    if (!row || !item || row.scrollWidth <= row.clientWidth) return;
    row.scrollTo?.({ left: item.offsetLeft - row.offsetLeft - 16, behavior: 'smooth' });
  }, [active]);

  // A section asked for by the address (a link, the two-step gate) is scrolled to here; one chosen
  // in the list is already on its way, and a second, instant scroll would cut that one short and
  // land elsewhere.
  const chosen = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || chosen.current === wanted) return;
    sectionElement(wanted)?.scrollIntoView?.({ block: 'start' });
  }, [wanted]);

  const go = (id: string) => {
    chosen.current = id;
    setParams({ section: id }, { replace: true });
    const element = sectionElement(id);
    element?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    element?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('profile.page.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('profile.page.intro')}
        </Text>
      </Stack>
      <Box className={classes.layout}>
        <nav aria-label={t('profile.page.sections')} className={classes.nav} ref={nav}>
          {PROFILE_SECTIONS.map(({ id }) => (
            <UnstyledButton
              key={id}
              className={classes.navItem}
              data-active={active === id || undefined}
              aria-current={active === id ? 'true' : undefined}
              onClick={() => go(id)}
            >
              {t(`profile.sections.${id}`)}
            </UnstyledButton>
          ))}
        </nav>
        <Stack gap="lg" className={classes.sections}>
          {PROFILE_SECTIONS.map(({ id, Component }) => (
            <Paper
              key={id}
              id={`profile-${id}`}
              component="section"
              aria-label={t(`profile.sections.${id}`)}
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
