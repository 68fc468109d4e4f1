import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useInstanceSettings } from '../../app/use-instance-settings.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';
import { BILLING_OFF_TEXT } from './billing-off-text.ts';
import { PricingCalculator } from './pricing-calculator.tsx';

/**
 * #custom_info (§2): the pricing page as a modal over the documents list. Closing it goes back
 * to #documents; admins get a way on to #billing to change the workspace's plan.
 */
export const PricingModal = () => {
  const navigate = useNavigate();
  const { billing_enabled: billingEnabled } = useInstanceSettings();
  const membership = useSelectedMembership();
  const close = () => navigate('/documents');
  return (
    <Modal opened onClose={close} title="Pricing" size="xl" centered>
      {billingEnabled ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Pay per document, or subscribe per user with a monthly allowance. Tell us how many
            people send and how much, and we&rsquo;ll show which costs less.
          </Text>
          <PricingCalculator />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            {membership?.is_admin && (
              <Button onClick={() => navigate('/billing')}>Choose a plan</Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="gray" variant="light" title={BILLING_OFF_TEXT.title}>
            {BILLING_OFF_TEXT.body}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
