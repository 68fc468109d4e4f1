import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  PinInput,
  Stack,
  Text,
} from '@mantine/core';
import { VERIFICATION_CODE_MIN_LENGTH, type Signatory } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import {
  signingApi,
  type OtpChannel,
  type OtpChoice,
  type OtpDestination,
  type OtpOptions,
} from './signing-api.ts';
import { useBrandButton } from '../../components/pack-brand.tsx';
import { useCountdown } from './use-countdown.ts';
import {
  alternativeLabel,
  sendLabel,
  sentText,
  willSendText,
} from './verification-code-wording.ts';
import { KeepTogether } from '../../components/keep-together.tsx';

/** §9: a new code may be asked for 15 s after the last one. */
export const RESEND_AFTER_S = 15;

type Props = {
  opened: boolean;
  packKey: string;
  me: Signatory;
  busy: boolean;
  /** The pack asks for a one-time code (use_two_factor_authentication). */
  codeRequired: boolean;
  /** An in-person hand-over: the owner confirms the signer is present (§5). */
  inPerson: boolean;
  onClose: () => void;
  /** Signs with the code ('' without one); answers the refusal to show, or null once signed. */
  onVerify: (code: string) => Promise<string | null>;
};

/**
 * §2 one-time-code verification. Before anything is sent the dialog says how and where the code
 * will go (the server's verification_otp_options, the same rule the send follows) and offers one
 * send button; other ways to the signer's mobile number (WhatsApp, a call, a text) are secondary
 * choices, and every send waits the §9 15 s after the last.
 */
export const VerificationCodeModal = ({
  opened,
  packKey,
  me,
  busy,
  codeRequired,
  inPerson,
  onClose,
  onVerify,
}: Props) => {
  const options = useQuery({
    queryKey: ['signing', 'otp_options', packKey, me.uuid],
    queryFn: ({ signal }) => signingApi.codeOptions(packKey, me.uuid, signal),
    enabled: opened && codeRequired,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [present, setPresent] = useState(false);
  const primary = useBrandButton();
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ to: OtpDestination; wait: number; count: number } | null>(
    null,
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const data = options.data;
  const current = sent?.to ?? data?.pending ?? null;
  const wait = useCountdown(
    sent ? sent.wait : (data?.resend_after_seconds ?? 0),
    `${options.dataUpdatedAt}:${sent?.count ?? 0}`,
  );

  const send = async (channel: OtpChannel) => {
    if (!data) return;
    setSending(true);
    setError(null);
    // The default way is asked for without naming it; email is only ever the default.
    const choice: OtpChoice = channel === data.channel || channel === 'email' ? 'default' : channel;
    try {
      const answer = await signingApi.sendCode(packKey, me.uuid, choice, me.mobile_number);
      setSent((s) => ({
        to: { channel: answer.channel, destination: answer.destination },
        wait: answer.resend_after_seconds || RESEND_AFTER_S,
        count: (s?.count ?? 0) + 1,
      }));
      setCode('');
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    setError(null);
    const refusal = await onVerify(codeRequired ? code.trim() : '');
    if (refusal) {
      setError(refusal);
      // A wrong code is typed again from the start, in fresh boxes.
      setCode('');
      setAttempt((n) => n + 1);
    }
  };

  const awaitingSend = codeRequired && current === null;
  const others = data ? otherWays(data, current) : [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={codeRequired ? t('signing.otp.titleCode') : t('signing.otp.titleInPerson')}
      centered
      closeButtonProps={{ 'aria-label': t('signing.otp.close') }}
    >
      <Stack gap="md">
        {codeRequired && options.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('signing.otp.checking')}</Text>
          </Group>
        )}
        {codeRequired && options.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessageOf(options.error)}
          </Alert>
        )}
        {data && (
          <Text size="sm" aria-live="polite">
            <KeepTogether
              text={
                current
                  ? sentText(t, current, data.code_length)
                  : t('signing.otp.asks', { willSend: willSendText(t, data, data.code_length) })
              }
              part={(current ?? data).destination}
            />
          </Text>
        )}
        {data && current && (
          <PinInput
            key={attempt}
            length={data.code_length}
            type="number"
            oneTimeCode
            value={code}
            onChange={setCode}
            aria-label={t('signing.otp.code')}
            error={Boolean(error)}
            autoFocus
          />
        )}
        {inPerson && (
          <Checkbox
            label={t('signing.otp.inPersonConfirm', {
              name: me.name || t('signing.otp.theSigner'),
            })}
            checked={present}
            onChange={(e) => setPresent(e.currentTarget.checked)}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {awaitingSend ? (
            data && (
              <Button
                key="send"
                {...primary}
                onClick={() => void send(data.channel)}
                loading={sending}
                disabled={wait > 0}
              >
                {wait > 0
                  ? t('signing.otp.sendIn', { label: sendLabel(t, data.channel), seconds: wait })
                  : sendLabel(t, data.channel)}
              </Button>
            )
          ) : (
            <Button
              key="verify"
              {...primary}
              onClick={() => void verify()}
              loading={busy}
              disabled={
                (codeRequired && code.trim().length < VERIFICATION_CODE_MIN_LENGTH) ||
                (inPerson && !present)
              }
            >
              {codeRequired ? t('signing.otp.verifyAndSign') : t('signing.otp.sign')}
            </Button>
          )}
        </Group>
        {data && (current || others.length > 0) && (
          <Group gap={4} wrap="wrap" aria-label={t('signing.otp.otherWays')} role="group">
            <Text size="xs" c="dimmed" mr={4}>
              {current ? t('signing.otp.didntGetIt') : t('signing.otp.or')}
            </Text>
            {current && (
              <Button
                variant="subtle"
                size="compact-xs"
                disabled={wait > 0 || sending}
                onClick={() => void send(current.channel)}
              >
                {wait > 0 ? t('signing.otp.resendIn', { seconds: wait }) : t('signing.otp.resend')}
              </Button>
            )}
            {others.map((way) => (
              <Button
                key={way.channel}
                variant="subtle"
                size="compact-xs"
                disabled={wait > 0 || sending}
                onClick={() => void send(way.channel)}
              >
                {alternativeLabel(t, way.channel)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Modal>
  );
};

/** The ways to get a code other than the one in use (before a send: the default). */
const otherWays = (options: OtpOptions, current: OtpDestination | null): OtpDestination[] => {
  const inUse = current?.channel ?? options.channel;
  return [options, ...options.alternatives]
    .filter((way) => way.channel !== inUse)
    .map(({ channel, destination }) => ({ channel, destination }));
};
