import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@quire/domain';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuireWordmark } from '../../components/quire-logo.tsx';
import { browserLocale, rememberChosenLocale } from '../../i18n/browser-locale.ts';
import { currentLocale, setAppLocale } from '../../i18n/i18n.ts';
import { LanguageSelect } from '../../i18n/language-select.tsx';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card: links to the other auth pages, the mailbox hint. */
  footer?: ReactNode;
};

/**
 * Pages before there is a user (ADR 0055): they speak the browser's language, or the one picked
 * here, which this browser then keeps (a user who never chose one in their profile keeps it).
 */
export const AuthLayout = ({ title, subtitle, children, footer }: AuthLayoutProps) => {
  const { t } = useTranslation();
  useEffect(() => {
    void setAppLocale(browserLocale());
  }, []);
  const choose = (locale: Locale) => {
    rememberChosenLocale(locale);
    void setAppLocale(locale);
  };
  return (
    <Box component="main" bg="gray.0" mih="100dvh" px="md" py={{ base: 32, sm: 72 }}>
      <Stack align="center" gap="lg" maw={420} mx="auto">
        <Anchor component={Link} to="/login" underline="never" aria-label={t('auth.home')}>
          <QuireWordmark size="lg" />
        </Anchor>
        <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%">
          <Stack gap={6} mb="lg">
            <Title order={1} fz={24}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Stack gap="sm" align="center" w="100%">
            {footer}
          </Stack>
        )}
        <LanguageSelect value={currentLocale()} onChange={choose} compact />
      </Stack>
    </Box>
  );
};
