import { BILLING_MESSAGES } from '@quire/domain';

/** What #billing and #custom_info say on an instance started with BILLING_ENABLED=false. */
export const BILLING_OFF_TEXT = {
  title: BILLING_MESSAGES.billingOff,
  body: 'This Quire is run by your organisation, and sending documents costs nothing here: there are no plans, limits or prices to choose.',
} as const;
