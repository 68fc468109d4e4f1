import { BILLING_MESSAGES, PRICING_PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from '@quire/domain';

/** #billing and #custom_info (pricing): English. */
export const enBilling = {
  off: {
    title: BILLING_MESSAGES.billingOff,
    body: 'This Quire is run by your organisation, and sending documents costs nothing here: there are no plans, limits or prices to choose.',
  },
  plan: { ...PRICING_PLAN_LABELS },
  status: { ...SUBSCRIPTION_STATUS_LABELS },
  planUpdated: BILLING_MESSAGES.planUpdated,
  pricing: {
    title: 'Pricing',
    intro:
      'Pay per document, or subscribe per user with a monthly allowance. Tell us how many people send and how much, and we’ll show which costs less.',
    close: 'Close',
    choose: 'Choose a plan',
  },
  page: {
    title: 'Billing',
    intro: 'Your workspace’s plan, what it has sent this month, and what another plan would cost.',
    loading: 'Loading billing',
    failed: 'Billing could not be loaded.',
  },
  month: {
    title: 'This month',
    sent_one: '{{count}} document sent',
    sent_other: '{{count}} documents sent',
    sentOf: '{{sent}} of {{included}} documents sent',
    sentOfThisMonth: '{{sent}} of {{included}} documents sent this month',
    extra_one: '{{count}} document beyond the plan, charged at the pay-as-you-go rate.',
    extra_other: '{{count}} documents beyond the plan, charged at the pay-as-you-go rate.',
    soFar: 'So far this month: <b>{{amount}}</b>',
  },
  summary: {
    title: 'Current plan',
    status: 'Subscription status: {{status}}',
    subscribed_one: '{{count}} user, up to {{documents}} documents a month: {{amount}} a month.',
    subscribed_other: '{{count}} users, up to {{documents}} documents a month: {{amount}} a month.',
    perDocument:
      'Each document sent for signature costs {{amount}}. Nothing to pay in a month without sends.',
    members_one: '{{workspace}} has {{count}} member.',
    members_other: '{{workspace}} has {{count}} members.',
    shortTitle: 'More members than users',
    short_one:
      'The subscription covers {{count}} user, and {{workspace}} has {{members}}. Choose more users below.',
    short_other:
      'The subscription covers {{count}} users, and {{workspace}} has {{members}}. Choose more users below.',
  },
  calculator: {
    users: 'Users',
    usersRange: '{{min}} to {{max}}',
    documents: 'Documents a month',
    documentsHint: 'Packs sent for signature',
    note: 'Prices are per month, in rand. A document is one pack sent for signature, however many files it holds. Above {{documents}} documents a month, each further document on a subscription is charged at the pay-as-you-go rate.',
  },
  quote: {
    cheaperNamed: '{{plan}} (cheaper)',
    cheaper: 'Cheaper',
    aMonth: 'a month',
    documents_one: '{{formattedCount}} document × {{price}}',
    documents_other: '{{formattedCount}} documents × {{price}}',
    users_one: '{{count}} user × {{price}} = {{total}}',
    users_other: '{{count}} users × {{price}} = {{total}}',
    tier: 'Up to {{documents}} documents: {{price}}',
    further_one: '{{count}} further document × {{price}} = {{total}}',
    further_other: '{{count}} further documents × {{price}} = {{total}}',
  },
  chooser: {
    title: 'Compare plans',
    canManage:
      'Estimate a month, then switch to the plan that suits you. A change applies from now.',
    readOnly: 'Estimate a month. Only admins of {{workspace}} can change its plan.',
    current: 'Your current plan',
    switchTo: {
      pay_as_you_go: 'Switch to pay as you go',
      subscription: 'Switch to subscription',
    },
  },
};
