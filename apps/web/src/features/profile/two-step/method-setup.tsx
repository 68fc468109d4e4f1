import { Radio, Stack, Group } from '@mantine/core';
import type { TwoFactorMethod, TwoStepStatus } from '@quire/domain';
import { useState } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PinSetup } from './pin-setup.tsx';
import { SmsSetup } from './sms-setup.tsx';
import { TotpSetup } from './totp-setup.tsx';
import { useChangeTwoStep } from './use-two-step.ts';
import { useTranslation } from 'react-i18next';

/** Choose a method among the configured options and prove it; turns two-step on (or switches). */
export const MethodSetup = ({
  status,
  mobileNumber,
  onEnabled,
}: {
  status: TwoStepStatus;
  mobileNumber: string;
  onEnabled: (recoveryCodes: string[] | undefined) => void;
}) => {
  const { t } = useTranslation();
  const { options } = status.settings;
  const first = options.includes(status.settings.default) ? status.settings.default : options[0]!;
  const [method, setMethod] = useState<TwoFactorMethod>(
    status.method && options.includes(status.method) && options.length > 1
      ? (options.find((o) => o !== status.method) ?? first)
      : first,
  );
  const [password, setPassword] = useState('');
  const change = useChangeTwoStep();
  const submit = (fields: { pin?: string; verification_otp?: string }) =>
    change.mutate(
      {
        use_two_factor_authentication: true,
        two_factor_pin_method: method,
        ...fields,
        ...(status.enabled ? { current_password: password } : {}),
      },
      { onSuccess: (answer) => onEnabled(answer.user.recovery_codes) },
    );
  const pending = change.isPending;
  return (
    <Stack gap="md">
      {options.length > 1 && (
        <Radio.Group
          label={t('profile.twoStep.method.label')}
          value={method}
          onChange={(v) => {
            setMethod(v as TwoFactorMethod);
            change.reset();
          }}
        >
          <Stack gap="xs" mt="xs">
            {options.map((o) => (
              <Radio
                key={o}
                value={o}
                label={t(`profile.twoStep.method.name.${o}`)}
                description={t(`profile.twoStep.method.description.${o}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {status.enabled && (
        <Group>
          <PasswordField
            label={t('profile.twoStep.currentPassword')}
            description={t('profile.twoStep.currentPasswordHint')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            maw={320}
            w="100%"
          />
        </Group>
      )}
      <FormError message={change.isError ? errorMessageOf(change.error) : null} />
      {method === 'pin' && <PinSetup onSubmit={submit} pending={pending} />}
      {method === 'sms_one_time_pin' && (
        <SmsSetup initialNumber={mobileNumber} onSubmit={submit} pending={pending} />
      )}
      {method === 'time_one_time_pin' && (
        <TotpSetup
          onSubmit={submit}
          pending={pending}
          replacing={status.method === 'time_one_time_pin'}
        />
      )}
    </Stack>
  );
};
