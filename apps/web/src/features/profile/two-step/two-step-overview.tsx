import { Button, Group, Stack, Text } from '@mantine/core';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_METHOD_LABELS,
  TWO_STEP_MESSAGES,
  type TwoStepStatus,
} from '@quire/domain';

type Actions = {
  onChangeMethod: () => void;
  onRecoveryCodes: () => void;
  onTurnOff: () => void;
};

/** How many recovery codes are left, or a nudge to get some when there are none. */
const RecoveryCodesLeft = ({ left }: { left: number }) => (
  <Text size="sm" c={left === 0 ? 'orange.8' : 'dimmed'}>
    {left === 0
      ? 'You have no recovery codes. Get some, so that you can still log in if you lose your second step.'
      : `${left} of ${RECOVERY_CODE_COUNT} recovery codes left.`}
  </Text>
);

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
  const codesLabel = s.recovery_codes_left === 0 ? 'Get recovery codes' : 'New recovery codes';
  if (!s.enabled)
    return (
      <Stack gap="xs">
        <Text size="sm">
          You log in with your password and a <strong>passkey</strong> (see Passkeys below).
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
            Add a code method
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">
        You log in with your password and your{' '}
        <strong>{TWO_FACTOR_METHOD_LABELS[s.method!]}</strong>
        {s.method === 'sms_one_time_pin' && s.sms_destination ? ` (${s.sms_destination})` : ''}
        {s.has_passkey ? ', or a passkey' : ''}.
      </Text>
      <RecoveryCodesLeft left={s.recovery_codes_left} />
      <Group gap="xs">
        <Button variant="default" size="sm" onClick={onChangeMethod}>
          Change method
        </Button>
        <Button variant="default" size="sm" onClick={onRecoveryCodes}>
          {codesLabel}
        </Button>
        {!(s.settings.is_mandatory && !s.has_passkey) && (
          <Button variant="subtle" color="red" size="sm" onClick={onTurnOff}>
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
  );
};
