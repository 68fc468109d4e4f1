import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  VERIFICATION_CODE_MIN_LENGTH,
  formatPhoneNumber,
  normaliseVerificationCode,
  type OtpCommunicationChannel,
  type User,
} from '@quire/domain';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
      showSuccess(t('profile.verifyMobile.verified'));
      onClose();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (normaliseVerificationCode(code).length < VERIFICATION_CODE_MIN_LENGTH) {
      setCodeError(t('profile.verifyMobile.tooShort'));
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
      title={t('profile.verifyMobile.title')}
      centered
      closeButtonProps={{ 'aria-label': t('profile.verifyMobile.close') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans
            i18nKey="profile.verifyMobile.intro"
            values={{ number: formatPhoneNumber(mobile) }}
            components={{ b: <strong /> }}
          />
        </Text>
        <SegmentedControl
          aria-label={t('profile.verifyMobile.channel')}
          value={channel}
          onChange={(value) => setChannel(value as OtpCommunicationChannel)}
          data={[
            { value: 'sms', label: t('profile.verifyMobile.sms') },
            { value: 'whatsapp', label: t('profile.verifyMobile.whatsapp') },
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
                label={t('profile.verifyMobile.code')}
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
                  {wait > 0
                    ? t('profile.verifyMobile.resendIn', { seconds: wait })
                    : t('profile.verifyMobile.resend')}
                </Button>
                <Button type="submit" loading={verify.isPending}>
                  {t('profile.verifyMobile.verify')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('profile.verifyMobile.cancel')}
            </Button>
            <Button onClick={() => send.mutate()} loading={send.isPending}>
              {t('profile.verifyMobile.send')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
};
