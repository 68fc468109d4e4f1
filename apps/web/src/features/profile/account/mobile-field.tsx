import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  dialingCodeOptions,
  formatPhoneNumber,
  isPhoneNumberError,
  LOCALE_FORMAT_TAGS,
  normalisePhoneNumber,
  regionFor,
  type User,
} from '@quire/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useInstanceSettings } from '../../../app/use-instance-settings.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { MobileVerificationModal } from './mobile-verification-modal.tsx';
import { useTranslation } from 'react-i18next';

type MobileFieldProps = {
  user: User;
  disabled: boolean;
  saving: boolean;
  onValid: (patch: { mobile_number: string; dialing_code: string }) => void;
  onInvalid: () => void;
};

/** The countries with their names in the app's language (LOCALE_FORMAT_TAGS). */
const optionsIn = (tag: string) => {
  const regionNames = new Intl.DisplayNames([tag], { type: 'region' });
  return dialingCodeOptions((region) => regionNames.of(region) ?? region);
};
const CODES = dialingCodeOptions((region) => region);
const codeOf = (region: string | null, fallback: string) =>
  CODES.find((o) => o.value === region)?.dialing_code ?? fallback;

/**
 * The mobile number as the person types it, read in the chosen country's dialing code and saved
 * in E.164 (§5); verified by a code sent to it. A changed number is no longer verified.
 */
export const MobileField = ({ user, disabled, saving, onValid, onInvalid }: MobileFieldProps) => {
  const { t, i18n } = useTranslation();
  const instanceCode = useInstanceSettings().default_dialing_code;
  // Until the person picks a country: theirs, else the instance's (DEFAULT_DIALING_CODE).
  const [picked, setRegion] = useState(() => regionFor(user.mobile_number, user.dialing_code));
  const region = picked ?? regionFor(null, instanceCode);
  const [number, setNumber] = useState(
    user.mobile_number ? formatPhoneNumber(user.mobile_number) : '',
  );
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const options = useMemo(
    () => optionsIn(LOCALE_FORMAT_TAGS[currentLocale()]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes them
    [i18n.resolvedLanguage],
  );

  const check = (raw: string, nextRegion: string | null) => {
    const dialing_code = codeOf(nextRegion, instanceCode);
    if (!raw.trim()) {
      setError(null);
      onValid({ mobile_number: '', dialing_code });
      return;
    }
    const parsed = normalisePhoneNumber(raw, dialing_code);
    if (isPhoneNumberError(parsed)) {
      setError(parsed.error);
      onInvalid();
      return;
    }
    setError(null);
    onValid({ mobile_number: parsed.e164, dialing_code });
  };

  const saved = user.mobile_number;
  const typedIsSaved = (() => {
    if (!saved || !number.trim()) return false;
    const parsed = normalisePhoneNumber(number, codeOf(region, instanceCode));
    return !isPhoneNumberError(parsed) && parsed.e164 === saved;
  })();

  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label={t('profile.mobile.country')}
          data={options}
          value={region}
          onChange={(value) => {
            setRegion(value);
            check(number, value);
          }}
          searchable
          allowDeselect={false}
          disabled={disabled}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
        />
        <TextInput
          label={t('profile.mobile.number')}
          value={number}
          onChange={(event) => {
            setNumber(event.currentTarget.value);
            check(event.currentTarget.value, region);
          }}
          error={error}
          disabled={disabled}
          type="tel"
          autoComplete="tel"
          placeholder="082 555 1234"
          style={{ flex: 1 }}
          miw={180}
          maw={{ base: '100%', xs: 260 }}
        />
      </Group>
      {saved && typedIsSaved && (
        <Group gap="sm">
          {user.mobile_verified_at ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
              {t('profile.mobile.verified')}
            </Badge>
          ) : (
            <>
              <Badge color="gray" variant="light">
                {t('profile.mobile.notVerified')}
              </Badge>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setVerifying(true)}
                disabled={disabled || saving}
              >
                {t('profile.mobile.verify')}
              </Button>
            </>
          )}
        </Group>
      )}
      {!saved && (
        <Text size="xs" c="dimmed">
          {t('profile.mobile.hint')}
        </Text>
      )}
      {verifying && saved && (
        <MobileVerificationModal mobile={saved} onClose={() => setVerifying(false)} />
      )}
    </Stack>
  );
};
