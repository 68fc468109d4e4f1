import type { CommunicationChannel } from '@quire/domain';

/** How the panel names the §3 communication channels. */
export const CHANNEL_LABELS: Record<CommunicationChannel, string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email_or_sms: 'Email or SMS',
};
