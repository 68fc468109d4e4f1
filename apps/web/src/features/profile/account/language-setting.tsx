import { Stack, Text } from '@mantine/core';
import type { Locale, User } from '@quire/domain';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../app/api-client.ts';
import { FormError } from '../../../components/form-error.tsx';
import { LanguageSelect } from '../../../i18n/language-select.tsx';
import { browserLocale } from '../../../i18n/browser-locale.ts';
import { setAppLocale } from '../../../i18n/i18n.ts';
import { useUpdateUser } from './use-update-user.ts';

/**
 * #profile language: the app's and the user's mails' language, stored on the server (users.locale)
 * so it follows the user to any browser. A personal preference: no profile flag governs it.
 */
export const LanguageSetting = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const change = (locale: Locale) => {
    void setAppLocale(locale);
    update.mutate({ locale });
  };
  return (
    <Stack gap={4} maw={420}>
      <LanguageSelect
        value={user.locale ?? browserLocale()}
        onChange={change}
        label={t('profile.language')}
      />
      <Text size="xs" c="dimmed">
        {t('profile.languageHint')}
      </Text>
      <FormError message={update.isError ? errorMessageOf(update.error) : null} />
    </Stack>
  );
};
