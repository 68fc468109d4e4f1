import { Alert, Button, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { INTEGRATION_MESSAGES } from '@quire/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api-client.ts';
import { failureMessage } from '../../app/failure-message.ts';
import { showSuccess } from '../../app/notices.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { serverText } from '../../i18n/server-text.ts';
import {
  changeIntegration,
  useInvalidateIntegrations,
  useSetUpIntegration,
} from './integrations-api.ts';
import { useAuthorisationWatch } from './use-authorisation-watch.ts';

/**
 * A new XPLAN connection (the configure modal's new form): site, app ID and secret, then
 * authorisation in a new window, watched until XPLAN answers or the time runs out.
 */
export const ConnectIntegrationForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const setUp = useSetUpIntegration();
  const invalidate = useInvalidateIntegrations();
  const watch = useAuthorisationWatch();
  const pendingKey = useRef<string | null>(null);
  const [values, setValues] = useState({
    name: 'XPLAN',
    site_url: '',
    client_id: '',
    client_secret: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values | 'form', string>>>({});
  /** A connection input's value, change handler, error and required mark. */
  const fieldProps = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget once the event is handled, before the updater runs.
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    error: errors[field],
    required: true,
  });

  // Closing the modal while XPLAN's window is still open abandons that setup: nothing pending stays.
  const waiting = useRef(false);
  useEffect(() => {
    waiting.current = watch.state.phase === 'waiting';
  }, [watch.state.phase]);
  useEffect(
    () => () => {
      if (waiting.current && pendingKey.current)
        void changeIntegration({
          integration_configuration_id: pendingKey.current,
          delete: true,
        }).catch(() => undefined);
    },
    [],
  );

  useEffect(() => {
    if (watch.state.phase === 'done') {
      showSuccess(INTEGRATION_MESSAGES.authenticated);
      void invalidate();
      onClose();
    }
    if (watch.state.phase === 'failed') void invalidate();
  }, [watch.state.phase, invalidate, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!values.name.trim()) problems.name = serverText(INTEGRATION_MESSAGES.nameRequired);
    // The server judges the host (it knows the operator's extra hosts); here only emptiness.
    if (!values.site_url.trim())
      problems.site_url = serverText(INTEGRATION_MESSAGES.siteUrlInvalid);
    if (!values.client_id.trim())
      problems.client_id = serverText(INTEGRATION_MESSAGES.appIdRequired);
    if (!values.client_secret.trim())
      problems.client_secret = serverText(INTEGRATION_MESSAGES.appSecretRequired);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // Opened now, inside the click, so no popup blocker stops it; XPLAN's page loads into it next.
    const popup = window.open(
      'about:blank',
      'quire-xplan-authorisation',
      'popup,width=560,height=720',
    );
    setUp.mutate(
      { ...values, integration_id: 'xplan', authentication_type: 'oauth2' },
      {
        onSuccess: (answer) => {
          pendingKey.current = answer.integration.key;
          if (popup) popup.location.href = answer.authorisation_url;
          else window.open(answer.authorisation_url, 'quire-xplan-authorisation');
          watch.start(answer.integration.key, popup);
        },
        onError: (failure) => {
          popup?.close();
          const message = failureMessage(failure, INTEGRATION_MESSAGES.setupFailed);
          // The server's English tells the refusal apart; `message` is in the reader's language.
          const refusal = failure instanceof ApiError ? failure.serverMessage : null;
          if (refusal === INTEGRATION_MESSAGES.siteUrlInvalid) setErrors({ site_url: message });
          else setErrors({ form: message });
        },
      },
    );
  };

  const cancelWaiting = () => {
    if (pendingKey.current)
      void changeIntegration({ integration_configuration_id: pendingKey.current, delete: true })
        .catch(() => undefined)
        .finally(() => void invalidate());
    watch.cancel();
  };

  if (watch.state.phase === 'waiting')
    return (
      <Stack align="center" gap="md" py="lg" role="status" aria-live="polite">
        <Loader />
        <Text ta="center">{t('integrations.configure.waiting')}</Text>
        <Text size="sm" c="dimmed">
          {t('integrations.configure.secondsLeft', { seconds: watch.state.secondsLeft })}
        </Text>
        <Button variant="default" onClick={cancelWaiting}>
          {t('integrations.cancel')}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {watch.state.phase === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {serverText(watch.state.message)}
          </Alert>
        )}
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('integrations.configure.intro')}
        </Text>
        <TextInput label={t('integrations.configure.name')} {...fieldProps('name')} />
        <TextInput
          label={t('integrations.configure.siteUrl')}
          placeholder={t('integrations.configure.siteUrlPlaceholder')}
          {...fieldProps('site_url')}
          inputMode="url"
        />
        <TextInput
          label={t('integrations.configure.appId')}
          {...fieldProps('client_id')}
          autoComplete="off"
        />
        <PasswordInput
          label={t('integrations.configure.appSecret')}
          {...fieldProps('client_secret')}
          autoComplete="off"
          description={t('integrations.configure.appSecretHint')}
        />
        <FormActions
          cancelLabel={t('integrations.cancel')}
          onCancel={onClose}
          submitLabel={t('integrations.configure.connect')}
          pending={setUp.isPending}
        />
      </Stack>
    </form>
  );
};
