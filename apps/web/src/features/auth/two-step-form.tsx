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
  TWO_STEP_MESSAGES,
  type TwoStepChallengeAnswer,
  type TwoStepLoginMethod,
} from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessageOf } from '../../app/api-client.ts';
import { showSuccess } from '../../app/notices.ts';
import type { LoginResult } from '../../app/session-storage.ts';
import { FormError } from '../../components/form-error.tsx';
import { PasskeySignInButton } from './passkey/passkey-sign-in-button.tsx';

type CodeMethod = Exclude<TwoStepLoginMethod, 'passkey'>;

/** Each method's field, by its keys under auth.twoStep.prompt (the SMS hint names the phone). */
const PROMPTS = {
  pin: { label: 'pin', hint: 'pinHint', numeric: true },
  sms_one_time_pin: { label: 'sms', hint: null, numeric: true },
  time_one_time_pin: { label: 'app', hint: 'appHint', numeric: true },
  recovery_code: { label: 'recovery', hint: 'recoveryHint', numeric: false },
} as const satisfies Record<CodeMethod, { label: string; hint: string | null; numeric: boolean }>;

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
  const { t } = useTranslation();
  const codeMethods = challenge.methods.filter((m): m is CodeMethod => m !== 'passkey');
  const main = codeMethods.find((m) => m !== 'recovery_code') ?? 'recovery_code';
  const offersPasskey = challenge.methods.includes('passkey');
  const passkeyFirst = offersPasskey && main === 'recovery_code';
  const [method, setMethod] = useState<CodeMethod>(main);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [destination, setDestination] = useState(challenge.destination);
  const isSms = method === 'sms_one_time_pin';
  const onRecovery = method === 'recovery_code';
  const hasOtherMethod = main !== 'recovery_code';
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
      showSuccess(t('auth.twoStep.authenticated'));
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
        showSuccess(t('auth.twoStep.authenticated'));
        onDone(answer);
      }}
      label={t('auth.twoStep.usePasskey')}
      variant={passkeyFirst ? 'filled' : 'default'}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {passkeyFirst && passkey && (
          <>
            <Text size="sm" c="dimmed">
              {t('auth.twoStep.passkeyHint')}
            </Text>
            {passkey}
            <Divider label={t('auth.twoStep.orRecovery')} labelPosition="center" />
          </>
        )}
        {codeMethods.length > 2 && (
          <SegmentedControl
            fullWidth
            aria-label={t('auth.twoStep.secondStep')}
            value={method}
            onChange={(v) => choose(v as CodeMethod)}
            data={codeMethods
              .filter((m) => m !== 'recovery_code')
              .map((m) => ({
                value: m,
                label: t(`auth.twoStep.method.${m as Exclude<CodeMethod, 'recovery_code'>}`),
              }))}
          />
        )}
        <FormError message={error} />
        <Text size="sm" c="dimmed">
          {isSms
            ? destination
              ? t('auth.twoStep.smsSentTo', { destination })
              : t('auth.twoStep.smsSent')
            : prompt.hint && t(`auth.twoStep.prompt.${prompt.hint}`)}
        </Text>
        <TextInput
          label={t(`auth.twoStep.prompt.${prompt.label}`)}
          autoComplete="one-time-code"
          inputMode={prompt.numeric ? 'numeric' : 'text'}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('auth.twoStep.codeRequired') : undefined}
          disabled={locked}
          data-autofocus
          autoFocus
        />
        {locked ? (
          <Button onClick={onCancel} fullWidth>
            {t('auth.twoStep.logInAgain')}
          </Button>
        ) : (
          <Button type="submit" fullWidth loading={verify.isPending}>
            {t('auth.twoStep.verify')}
          </Button>
        )}
        {passkey && !passkeyFirst && (
          <>
            <Divider label={t('auth.twoStep.or')} labelPosition="center" />
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
                ? t('auth.twoStep.resendIn', { seconds: countdown.secondsLeft })
                : t('auth.twoStep.resend')}
            </Button>
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onCancel}>
            {t('auth.backToLogin')}
          </Anchor>
          {onRecovery ? (
            hasOtherMethod && (
              <Anchor component="button" type="button" size="sm" onClick={() => choose(main)}>
                {t('auth.twoStep.use', {
                  method: t(`auth.twoStep.method.${main as Exclude<CodeMethod, 'recovery_code'>}`),
                })}
              </Anchor>
            )
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => choose('recovery_code')}
            >
              {t('auth.twoStep.useRecovery')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
};
