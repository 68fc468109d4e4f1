import { Button, Group, Stack, Text } from '@mantine/core';
import type { TwoStepStatus } from '@quire/domain';
import { Trans, useTranslation } from 'react-i18next';

type Actions = {
  onChangeMethod: () => void;
  onRecoveryCodes: () => void;
  onTurnOff: () => void;
};

/** How many recovery codes are left, or a nudge to get some when there are none. */
const RecoveryCodesLeft = ({ left }: { left: number }) => {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={left === 0 ? 'orange.8' : 'dimmed'}>
      {left === 0
        ? t('profile.twoStep.overview.noCodes')
        : t('profile.twoStep.overview.codesLeft', { left })}
    </Text>
  );
};

/**
 * The user's second step as it is: a code method (with a passkey perhaps beside it), or only a
 * passkey. Either way recovery codes can be made, since the server lets anyone with a second step
 * have them.
 */
export const TwoStepOverview = ({
  status: s,
  onChangeMethod,
  onRecoveryCodes,
  onTurnOff,
}: { status: TwoStepStatus } & Actions) => {
  const { t } = useTranslation();
  const codesLabel =
    s.recovery_codes_left === 0 ? t('profile.twoStep.getCodes') : t('profile.twoStep.newCodes');
  if (!s.enabled)
    return (
      <Stack gap="xs">
        <Text size="sm">
          <Trans i18nKey="profile.twoStep.overview.passkeyOnly" components={{ b: <strong /> }} />
        </Text>
        <RecoveryCodesLeft left={s.recovery_codes_left} />
        <Group gap="xs">
          <Button
            variant={s.recovery_codes_left === 0 ? 'filled' : 'default'}
            size="sm"
            onClick={onRecoveryCodes}
          >
            {codesLabel}
          </Button>
          <Button variant="default" size="sm" onClick={onChangeMethod}>
            {t('profile.twoStep.overview.addMethod')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans
          i18nKey="profile.twoStep.overview.method"
          values={{
            method: t(`profile.twoStep.method.name.${s.method!}`),
            number:
              s.method === 'sms_one_time_pin' && s.sms_destination ? ` (${s.sms_destination})` : '',
            orPasskey: s.has_passkey ? t('profile.twoStep.overview.orPasskey') : '',
          }}
          components={{ b: <strong /> }}
        />
      </Text>
      <RecoveryCodesLeft left={s.recovery_codes_left} />
      <Group gap="xs">
        <Button variant="default" size="sm" onClick={onChangeMethod}>
          {t('profile.twoStep.overview.changeMethod')}
        </Button>
        <Button variant="default" size="sm" onClick={onRecoveryCodes}>
          {codesLabel}
        </Button>
        {!(s.settings.is_mandatory && !s.has_passkey) && (
          <Button variant="subtle" color="red" size="sm" onClick={onTurnOff}>
            {t('profile.twoStep.turnOff')}
          </Button>
        )}
      </Group>
      {s.settings.is_mandatory && (
        <Text size="xs" c="dimmed">
          {t('profile.twoStep.mandatory')}
        </Text>
      )}
    </Stack>
  );
};
