import {
  Anchor,
  Button,
  Divider,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  RESEND_AFTER_MS,
  TWO_FACTOR_METHOD_LABELS,
  TWO_STEP_MESSAGES,
  type TwoStepChallengeAnswer,
  type TwoStepLoginMethod,
} from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { showSuccess } from '../../app/notices.ts';
import type { LoginResult } from '../../app/session-storage.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasskeySignInButton } from './passkey/passkey-sign-in-button.tsx';

type CodeMethod = Exclude<TwoStepLoginMethod, 'passkey'>;

const PROMPTS: Record<CodeMethod, { label: string; hint: string; numeric: boolean }> = {
  pin: { label: 'Personal PIN', hint: 'Enter the PIN you chose for your account.', numeric: true },
  sms_one_time_pin: { label: 'Code from the text message', hint: '', numeric: true },
  time_one_time_pin: {
    label: 'Code from your authenticator app',
    hint: 'Open your authenticator app and enter the 6-digit code for Quire.',
    numeric: true,
  },
  recovery_code: {
    label: 'Recovery code',
    hint: 'Enter one of the recovery codes you saved. Each works once.',
    numeric: false,
  },
};

/** Seconds until a new SMS code may be asked for (§9: 15 s). */
const useResendCountdown = (active: boolean) => {
  const [readyAt, setReadyAt] = useState(() => Date.now() + RESEND_AFTER_MS);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return {
    secondsLeft: Math.max(0, Math.ceil((readyAt - now) / 1000)),
    restart: () => {
      setReadyAt(Date.now() + RESEND_AFTER_MS);
      setNow(Date.now());
    },
  };
};

type Props = {
  challenge: TwoStepChallengeAnswer;
  onDone: (answer: LoginResult) => void;
  onCancel: () => void;
};

/**
 * The login's second step: the user's method, a passkey of theirs, or a recovery code; one code,
 * one try at a time. A user whose only second step is a passkey is offered it first.
 */
export const TwoStepForm = ({ challenge, onDone, onCancel }: Props) => {
  const codeMethods = challenge.methods.filter((m): m is CodeMethod => m !== 'passkey');
  const main = codeMethods.find((m) => m !== 'recovery_code') ?? 'recovery_code';
  const offersPasskey = challenge.methods.includes('passkey');
  const passkeyFirst = offersPasskey && main === 'recovery_code';
  const [method, setMethod] = useState<CodeMethod>(main);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [destination, setDestination] = useState(challenge.destination);
  const isSms = method === 'sms_one_time_pin';
  const countdown = useResendCountdown(isSms);
  const prompt = PROMPTS[method];

  const verify = useMutation({
    mutationFn: () =>
      api.post<LoginResult>(
        '/app/auth/two_step',
        { challenge_token: challenge.challenge_token, method, code: code.trim() },
        { ignoreUnauthorized: true, silent: true },
      ),
    onSuccess: (answer) => {
      showSuccess(TWO_STEP_MESSAGES.authenticated);
      onDone(answer);
    },
  });
  const resend = useMutation({
    mutationFn: () =>
      api.post<{ destination: string; message: string }>(
        '/app/auth/two_step/resend',
        { challenge_token: challenge.challenge_token },
        { ignoreUnauthorized: true, silent: true },
      ),
    onSuccess: (answer) => {
      setDestination(answer.destination);
      countdown.restart();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    verify.mutate();
  };
  const choose = (next: CodeMethod) => {
    setMethod(next);
    setCode('');
    setMissing(false);
    verify.reset();
  };
  const locked =
    verify.isError &&
    [TWO_STEP_MESSAGES.challengeLocked, TWO_STEP_MESSAGES.challengeExpired].includes(
      errorMessageOf(verify.error) as never,
    );
  const error = verify.isError
    ? errorMessageOf(verify.error)
    : resend.isError
      ? errorMessageOf(resend.error)
      : null;

  const passkey = offersPasskey && !locked && (
    <PasskeySignInButton
      challengeToken={challenge.challenge_token}
      onLoggedIn={(answer) => {
        showSuccess(TWO_STEP_MESSAGES.authenticated);
        onDone(answer);
      }}
      label="Use a passkey"
      variant={passkeyFirst ? 'filled' : 'default'}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {passkeyFirst && passkey && (
          <>
            <Text size="sm" c="dimmed">
              Use the passkey you added to your account.
            </Text>
            {passkey}
            <Divider label="or use a recovery code" labelPosition="center" />
          </>
        )}
        {codeMethods.length > 2 && (
          <SegmentedControl
            fullWidth
            aria-label="Second step"
            value={method}
            onChange={(v) => choose(v as CodeMethod)}
            data={codeMethods
              .filter((m) => m !== 'recovery_code')
              .map((m) => ({
                value: m,
                label: TWO_FACTOR_METHOD_LABELS[m as keyof typeof TWO_FACTOR_METHOD_LABELS],
              }))}
          />
        )}
        <FormError message={error} />
        <Text size="sm" c="dimmed">
          {isSms
            ? destination
              ? `We sent a 6-digit code to ${destination}.`
              : 'We sent a 6-digit code to your mobile.'
            : prompt.hint}
        </Text>
        <TextInput
          label={prompt.label}
          autoComplete="one-time-code"
          inputMode={prompt.numeric ? 'numeric' : 'text'}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? TWO_STEP_MESSAGES.codeRequired : undefined}
          disabled={locked}
          data-autofocus
          autoFocus
        />
        {locked ? (
          <Button onClick={onCancel} fullWidth>
            Log in again
          </Button>
        ) : (
          <Button type="submit" fullWidth loading={verify.isPending}>
            Verify
          </Button>
        )}
        {passkey && !passkeyFirst && (
          <>
            <Divider label="or" labelPosition="center" />
            {passkey}
          </>
        )}
        {isSms && !locked && (
          <Group justify="center">
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={countdown.secondsLeft > 0}
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {countdown.secondsLeft > 0
                ? `Send a new code in ${countdown.secondsLeft} s`
                : 'Send a new code'}
            </Button>
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onCancel}>
            Back to log in
          </Anchor>
          {method === 'recovery_code' ? (
            main !== 'recovery_code' && (
              <Anchor component="button" type="button" size="sm" onClick={() => choose(main)}>
                Use {TWO_FACTOR_METHOD_LABELS[main as keyof typeof TWO_FACTOR_METHOD_LABELS]}
              </Anchor>
            )
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => choose('recovery_code')}
            >
              Use a recovery code
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
};
