import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  PROFILE_MESSAGES,
  VERIFICATION_CODE_MESSAGES,
  VERIFICATION_CODE_MIN_LENGTH,
  formatPhoneNumber,
  normaliseVerificationCode,
  type OtpCommunicationChannel,
  type User,
} from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { api, errorMessageOf } from '../../../app/api-client.ts';
import { showSuccess } from '../../../app/notices.ts';
import { FormError } from '../../../components/form-error.tsx';
import { useStoreUser } from './use-update-user.ts';

type SentAnswer = { message: string; resend_after_seconds: number };

/** Counts down the seconds until another code may be asked for. */
const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
};

/** §2 mobile verification: a code by SMS or WhatsApp to the saved number, then typed back. */
export const MobileVerificationModal = ({
  mobile,
  onClose,
}: {
  mobile: string;
  onClose: () => void;
}) => {
  const storeUser = useStoreUser();
  const [channel, setChannel] = useState<OtpCommunicationChannel>('sms');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();

  const send = useMutation({
    mutationFn: () =>
      api.post<SentAnswer>(
        '/app/user/request_otp',
        { mobile_number: mobile, otp_type: 'verify_mobile', communication_channel: channel },
        { silent: true },
      ),
    onSuccess: (answer) => setWait(answer.resend_after_seconds),
  });
  const verify = useMutation({
    mutationFn: (verification_otp: string) =>
      api.post<{ user: User; message: string }>(
        '/app/user/verify_mobile',
        { verification_otp },
        { silent: true },
      ),
    onSuccess: (answer) => {
      storeUser(answer.user);
      showSuccess(PROFILE_MESSAGES.mobileVerified);
      onClose();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (normaliseVerificationCode(code).length < VERIFICATION_CODE_MIN_LENGTH) {
      setCodeError(VERIFICATION_CODE_MESSAGES.tooShort);
      return;
    }
    setCodeError(null);
    verify.mutate(code);
  };

  const sent = send.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Verify your mobile number"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">
          We send a 6-digit code to <strong>{formatPhoneNumber(mobile)}</strong>. Type it here to
          prove the number is yours.
        </Text>
        <SegmentedControl
          aria-label="Send the code by"
          value={channel}
          onChange={(value) => setChannel(value as OtpCommunicationChannel)}
          data={[
            { value: 'sms', label: 'Text message' },
            { value: 'whatsapp', label: 'WhatsApp' },
          ]}
        />
        <FormError message={send.isError ? errorMessageOf(send.error) : null} />
        {sent && (
          <Text size="sm" c="teal.8" role="status">
            {sent.message}
          </Text>
        )}
        {sent ? (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label="Verification code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={codeError}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-autofocus
              />
              <FormError message={verify.isError ? errorMessageOf(verify.error) : null} />
              <Group justify="space-between" wrap="wrap-reverse">
                <Button
                  variant="subtle"
                  onClick={() => send.mutate()}
                  disabled={wait > 0}
                  loading={send.isPending}
                >
                  {wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
                </Button>
                <Button type="submit" loading={verify.isPending}>
                  Verify
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => send.mutate()} loading={send.isPending}>
              Send code
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
};
