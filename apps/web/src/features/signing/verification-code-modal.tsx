import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  PinInput,
  Stack,
  Text,
} from '@mantine/core';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MIN_LENGTH,
  type Signatory,
} from '@quire/domain';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../app/api-client.ts';
import { signingApi, type OtpChoice } from './signing-api.ts';

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

const CHOICE_LABELS: Record<Exclude<OtpChoice, 'default'>, string> = {
  sms: 'Send it by text message',
  whatsapp: 'Send it by WhatsApp',
  voice: 'Call me with the code',
};

/**
 * §2 one-time-code verification: the code goes out by the signer's channel (or, with a mobile
 * number on file, by text message, WhatsApp or a call); the verify button needs the code.
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
  const [present, setPresent] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1_000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async (choice: OtpChoice) => {
    setSending(true);
    setError(null);
    try {
      const answer = await signingApi.sendCode(packKey, me.uuid, choice, me.mobile_number);
      setSentTo(answer.destination);
      setCode('');
      setWait(answer.resend_after_seconds || RESEND_AFTER_S);
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

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={codeRequired ? "Confirm it's you" : 'Signing in person'}
      centered
    >
      <Stack gap="md">
        {codeRequired && (
          <>
            <Text size="sm">
              {sentTo
                ? `We sent a verification code to ${sentTo}. Enter it to sign.`
                : 'This document asks signers to confirm who they are with a one-time code.'}
            </Text>
            {sentTo === null && (
              <Button onClick={() => void send('default')} loading={sending}>
                Send me a code
              </Button>
            )}
            {sentTo !== null && (
              <PinInput
                key={attempt}
                length={VERIFICATION_CODE_LENGTH}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-label="Verification code"
                error={Boolean(error)}
                autoFocus
              />
            )}
          </>
        )}
        {inPerson && (
          <Checkbox
            label={`I confirm that ${me.name || 'the signer'} is here with me and is the one signing`}
            checked={present}
            onChange={(e) => setPresent(e.currentTarget.checked)}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify={codeRequired ? 'space-between' : 'flex-end'} wrap="wrap">
          {codeRequired && (
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={wait > 0 || sending}
              onClick={() => void send('default')}
            >
              {wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
            </Button>
          )}
          <Button
            onClick={() => void verify()}
            loading={busy}
            disabled={
              (codeRequired && code.trim().length < VERIFICATION_CODE_MIN_LENGTH) ||
              (inPerson && !present)
            }
          >
            {codeRequired ? 'Verify and sign' : 'Sign'}
          </Button>
        </Group>
        {codeRequired && me.mobile_number && wait <= 0 && (
          <Group gap="md">
            {(Object.keys(CHOICE_LABELS) as (keyof typeof CHOICE_LABELS)[]).map((choice) => (
              <Anchor key={choice} component="button" size="xs" onClick={() => void send(choice)}>
                {CHOICE_LABELS[choice]}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Modal>
  );
};
