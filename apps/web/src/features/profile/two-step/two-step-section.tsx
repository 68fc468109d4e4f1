import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TwoStepStatus } from '@quire/domain';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { showSuccess } from '../../../app/notices.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { MethodSetup } from './method-setup.tsx';
import { PasswordAction } from './password-action.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TwoStepOverview } from './two-step-overview.tsx';
import { useChangeTwoStep, useRegenerateRecoveryCodes, useTwoStepStatus } from './use-two-step.ts';
import { useTranslation } from 'react-i18next';

type Mode = 'view' | 'setup' | 'off' | 'codes';

type TwoStepSectionProps = {
  /** The forced setup (ForcedTwoStepSetup): opens at the setup, and says when it is done. */
  forced?: { onDone: () => void };
};

/** A code method or a passkey: either is a second step the login asks for (§4). */
const isOn = (s: TwoStepStatus) => s.enabled || s.has_passkey;

/** #profile's two-step authentication section (spec §2, §4, §6). */
export const TwoStepSection = ({ forced }: TwoStepSectionProps = {}) => {
  const { t } = useTranslation();
  const status = useTwoStepStatus();
  const me = useCurrentUser();
  const [mode, setMode] = useState<Mode>(forced ? 'setup' : 'view');
  const [codes, setCodes] = useState<string[] | null>(null);
  const turnOff = useChangeTwoStep();
  const regenerate = useRegenerateRecoveryCodes();

  const header = (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {t('profile.twoStep.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.twoStep.intro')}
        </Text>
      </Stack>
      {status.data && (
        <Badge
          color={isOn(status.data) ? 'teal' : 'gray'}
          variant="light"
          style={{ flexShrink: 0 }}
        >
          {isOn(status.data) ? t('profile.twoStep.on') : t('profile.twoStep.off')}
        </Badge>
      )}
    </Group>
  );
  if (status.isPending)
    return (
      <Stack>
        {header}
        <Loader size="sm" aria-label={t('profile.twoStep.loading')} />
      </Stack>
    );
  if (status.isError)
    return (
      <Stack>
        {header}
        <Alert color="red">{errorMessageOf(status.error)}</Alert>
      </Stack>
    );
  const s = status.data;
  const enabled = (recovery: string[] | undefined) => {
    showSuccess(t('profile.twoStep.enabled'));
    setMode('view');
    setCodes(recovery ?? null);
    // Forced: the codes are shown once, so the app opens only when they are put away.
    if (forced && !recovery?.length) forced.onDone();
  };
  const codesSaved = () => {
    setCodes(null);
    forced?.onDone();
  };

  return (
    <Stack gap="md">
      {header}
      {s.setup_required && !forced && (
        <Alert color="orange" icon={<IconLock size={18} />} title={t('profile.twoStep.setupTitle')}>
          {t('profile.twoStep.setupRequired')}
        </Alert>
      )}
      {codes && <RecoveryCodesPanel codes={codes} onDone={codesSaved} />}
      {isOn(s) && mode === 'view' && (
        <TwoStepOverview
          status={s}
          onChangeMethod={() => setMode('setup')}
          onRecoveryCodes={() => setMode('codes')}
          onTurnOff={() => setMode('off')}
        />
      )}
      {!isOn(s) && mode === 'view' && (
        <Group>
          <Button onClick={() => setMode('setup')}>{t('profile.twoStep.setUp')}</Button>
        </Group>
      )}
      {mode === 'setup' && (
        <Stack gap="sm">
          <MethodSetup
            status={s}
            mobileNumber={me.data?.user.mobile_number ?? ''}
            onEnabled={enabled}
          />
          {!forced && (
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              onClick={() => setMode('view')}
            >
              {t('profile.twoStep.cancel')}
            </Button>
          )}
        </Stack>
      )}
      {mode === 'off' && (
        <PasswordAction
          explanation={
            s.has_passkey
              ? t('profile.twoStep.turnOffWithPasskey')
              : t('profile.twoStep.turnOffExplained')
          }
          confirmLabel={t('profile.twoStep.turnOff')}
          color="red"
          pending={turnOff.isPending}
          error={turnOff.isError ? errorMessageOf(turnOff.error) : null}
          onCancel={() => setMode('view')}
          onConfirm={(current_password) =>
            turnOff.mutate(
              { use_two_factor_authentication: false, current_password },
              {
                onSuccess: () => {
                  showSuccess(t('profile.twoStep.disabled'));
                  setMode('view');
                },
              },
            )
          }
        />
      )}
      {mode === 'codes' && (
        <PasswordAction
          explanation={
            s.recovery_codes_left === 0
              ? t('profile.twoStep.getCodesExplained')
              : t('profile.twoStep.newCodesExplained')
          }
          confirmLabel={
            s.recovery_codes_left === 0
              ? t('profile.twoStep.getCodes')
              : t('profile.twoStep.makeNewCodes')
          }
          pending={regenerate.isPending}
          error={regenerate.isError ? errorMessageOf(regenerate.error) : null}
          onCancel={() => setMode('view')}
          onConfirm={(password) =>
            regenerate.mutate(password, {
              onSuccess: (answer) => {
                setCodes(answer.recovery_codes);
                setMode('view');
              },
            })
          }
        />
      )}
    </Stack>
  );
};
