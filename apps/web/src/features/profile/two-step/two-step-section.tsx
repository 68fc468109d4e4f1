import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { TWO_FACTOR_METHOD_LABELS, TWO_STEP_MESSAGES } from '@quire/domain';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../app/api-client.ts';
import { showSuccess } from '../../../app/notices.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { MethodSetup } from './method-setup.tsx';
import { PasswordAction } from './password-action.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { useChangeTwoStep, useRegenerateRecoveryCodes, useTwoStepStatus } from './use-two-step.ts';

type Mode = 'view' | 'setup' | 'off' | 'codes';

type TwoStepSectionProps = {
  /** The forced setup (ForcedTwoStepSetup): opens at the setup, and says when it is done. */
  forced?: { onDone: () => void };
};

/** #profile's two-step authentication section (spec §2, §4, §6). */
export const TwoStepSection = ({ forced }: TwoStepSectionProps = {}) => {
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
          Two-step authentication
        </Title>
        <Text size="sm" c="dimmed">
          A second step after your password keeps your account safe if the password leaks.
        </Text>
      </Stack>
      {status.data && (
        <Badge
          color={status.data.enabled ? 'teal' : 'gray'}
          variant="light"
          style={{ flexShrink: 0 }}
        >
          {status.data.enabled ? 'On' : 'Off'}
        </Badge>
      )}
    </Group>
  );
  if (status.isPending)
    return (
      <Stack>
        {header}
        <Loader size="sm" aria-label="Loading two-step authentication" />
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
    showSuccess(TWO_STEP_MESSAGES.enabled);
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
        <Alert color="orange" icon={<IconLock size={18} />} title="Set up two-step authentication">
          {TWO_STEP_MESSAGES.setupRequired} Your organisation requires it for every account.
        </Alert>
      )}
      {codes && <RecoveryCodesPanel codes={codes} onDone={codesSaved} />}
      {s.enabled && mode === 'view' && (
        <Stack gap="xs">
          <Text size="sm">
            You log in with your password and your{' '}
            <strong>{TWO_FACTOR_METHOD_LABELS[s.method!]}</strong>
            {s.method === 'sms_one_time_pin' && s.sms_destination ? ` (${s.sms_destination})` : ''}.
          </Text>
          <Text size="sm" c="dimmed">
            {s.recovery_codes_left} of 10 recovery codes left.
          </Text>
          <Group gap="xs">
            <Button variant="default" size="sm" onClick={() => setMode('setup')}>
              Change method
            </Button>
            <Button variant="default" size="sm" onClick={() => setMode('codes')}>
              New recovery codes
            </Button>
            {!(s.settings.is_mandatory && !s.has_passkey) && (
              <Button variant="subtle" color="red" size="sm" onClick={() => setMode('off')}>
                Turn off
              </Button>
            )}
          </Group>
          {s.settings.is_mandatory && (
            <Text size="xs" c="dimmed">
              {TWO_STEP_MESSAGES.mandatory}
            </Text>
          )}
        </Stack>
      )}
      {!s.enabled && mode === 'view' && (
        <Group>
          <Button onClick={() => setMode('setup')}>Set up two-step authentication</Button>
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
              Cancel
            </Button>
          )}
        </Stack>
      )}
      {mode === 'off' && (
        <PasswordAction
          explanation="Turning two-step authentication off removes your second step and your recovery codes."
          confirmLabel="Turn off"
          color="red"
          pending={turnOff.isPending}
          error={turnOff.isError ? errorMessageOf(turnOff.error) : null}
          onCancel={() => setMode('view')}
          onConfirm={(current_password) =>
            turnOff.mutate(
              { use_two_factor_authentication: false, current_password },
              {
                onSuccess: () => {
                  showSuccess(TWO_STEP_MESSAGES.disabled);
                  setMode('view');
                },
              },
            )
          }
        />
      )}
      {mode === 'codes' && (
        <PasswordAction
          explanation="New recovery codes replace the old ones, which stop working."
          confirmLabel="Make new codes"
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
