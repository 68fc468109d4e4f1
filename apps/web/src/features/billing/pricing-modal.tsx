import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useInstanceSettings } from '../../app/use-instance-settings.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';
import { PricingCalculator } from './pricing-calculator.tsx';
import { useTranslation } from 'react-i18next';

/**
 * #custom_info (§2): the pricing page as a modal over the documents list. Closing it goes back
 * to #documents; admins get a way on to #billing to change the workspace's plan.
 */
export const PricingModal = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { billing_enabled: billingEnabled } = useInstanceSettings();
  const membership = useSelectedMembership();
  const close = () => navigate('/documents');
  return (
    <Modal opened onClose={close} title={t('billing.pricing.title')} size="xl" centered>
      {billingEnabled ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('billing.pricing.intro')}
          </Text>
          <PricingCalculator />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('billing.pricing.close')}
            </Button>
            {membership?.is_admin && (
              <Button onClick={() => navigate('/billing')}>{t('billing.pricing.choose')}</Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="gray" variant="light" title={t('billing.off.title')}>
            {t('billing.off.body')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('billing.pricing.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
