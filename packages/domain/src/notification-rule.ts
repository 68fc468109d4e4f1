import { z } from 'zod';
import {
  NOTIFICATION_RULE_ACTIONS,
  NOTIFICATION_RULE_EVENTS,
  type NotificationRuleAction,
  type NotificationRuleEvent,
} from './editor-entities.ts';
import { EXTRAS_MESSAGES } from './extras-messages.ts';

/** §9 countdown options, in seconds, with the labels the modal shows. */
export const NOTIFICATION_COUNTDOWN_OPTIONS = [
  { seconds: 300, label: '5 mins' },
  { seconds: 3_600, label: '1 hour' },
  { seconds: 7_200, label: '2 hours' },
  { seconds: 28_800, label: '8 hours' },
  { seconds: 86_400, label: '1 day' },
  { seconds: 172_800, label: '2 days' },
  { seconds: 604_800, label: '7 days' },
  { seconds: 1_209_600, label: '14 days' },
] as const;
export type NotificationCountdownSeconds =
  (typeof NOTIFICATION_COUNTDOWN_OPTIONS)[number]['seconds'];

/** §9: a new rule counts down 7 days. */
export const DEFAULT_NOTIFICATION_COUNTDOWN_SECONDS = 604_800;

const COUNTDOWN_SECONDS: ReadonlySet<number> = new Set(
  NOTIFICATION_COUNTDOWN_OPTIONS.map((option) => option.seconds),
);

export const countdownLabel = (seconds: number): string =>
  NOTIFICATION_COUNTDOWN_OPTIONS.find((option) => option.seconds === seconds)?.label ??
  `${seconds} s`;

export const NOTIFICATION_EVENT_LABELS: Record<NotificationRuleEvent, string> = {
  not_signed: 'Not signed',
  sms_failed: 'SMS failed',
  email_failed: 'Email failed',
  in_setup: 'In setup',
};

export const NOTIFICATION_ACTION_LABELS: Record<NotificationRuleAction, string> = {
  notify: 'Notify',
  remind: 'Remind',
};

/** §9: time-sensitive events wait for a countdown; the others fire when they happen. */
export const TIME_SENSITIVE_NOTIFICATION_EVENTS: readonly NotificationRuleEvent[] = [
  'not_signed',
  'in_setup',
];

export const isTimeSensitiveEvent = (event: NotificationRuleEvent): boolean =>
  TIME_SENSITIVE_NOTIFICATION_EVENTS.includes(event);

/** §9: remind is only for not signed. */
export const actionsForEvent = (event: NotificationRuleEvent): NotificationRuleAction[] =>
  event === 'not_signed' ? [...NOTIFICATION_RULE_ACTIONS] : ['notify'];

/** §3: the recipient is the document owner. */
export const NOTIFICATION_RULE_RECIPIENTS = ['document_owner'] as const;

export type NotificationRule = {
  key: string;
  entity_key: string;
  action: NotificationRuleAction;
  recipient: (typeof NOTIFICATION_RULE_RECIPIENTS)[number];
  event: NotificationRuleEvent;
  countdown_seconds: number;
  date_created: string;
};

/** Body `data` of POST /app/notification_rules/add_update_notification_rule. */
export const notificationRuleInputSchema = z
  .object({
    key: z.string().min(1).max(200).optional(),
    entity_key: z.string().min(1).max(200),
    action: z.enum(NOTIFICATION_RULE_ACTIONS, EXTRAS_MESSAGES.notificationActionUnknown),
    recipient: z.enum(NOTIFICATION_RULE_RECIPIENTS).default('document_owner'),
    event: z.enum(NOTIFICATION_RULE_EVENTS, EXTRAS_MESSAGES.notificationEventUnknown),
    countdown_seconds: z
      .number()
      .int()
      .refine((seconds) => COUNTDOWN_SECONDS.has(seconds), EXTRAS_MESSAGES.countdownNotOffered)
      .default(DEFAULT_NOTIFICATION_COUNTDOWN_SECONDS),
  })
  .refine((rule) => actionsForEvent(rule.event).includes(rule.action), {
    message: EXTRAS_MESSAGES.remindOnlyWhenNotSigned,
    path: ['action'],
  });
export type NotificationRuleInput = z.infer<typeof notificationRuleInputSchema>;
