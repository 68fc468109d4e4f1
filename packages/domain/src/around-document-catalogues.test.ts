import { describe, expect, it } from 'vitest';
import { appendixAudiencesFor, canViewAppendix, isExecutableFilename } from './appendix.ts';
import { eventSubscriptionList, isEventSubscriptionKey } from './event-subscription.ts';
import { EXTRAS_MESSAGES } from './extras-messages.ts';
import {
  FORM_HEADING_SIZES,
  defaultFormView,
  formViewSchema,
  normaliseFormView,
  unknownFormViewFields,
} from './form-view.ts';
import {
  DEFAULT_NOTIFICATION_COUNTDOWN_SECONDS,
  NOTIFICATION_COUNTDOWN_OPTIONS,
  actionsForEvent,
  notificationRuleInputSchema,
} from './notification-rule.ts';

describe('supporting documents', () => {
  it('refuses executables (§5)', () => {
    expect(isExecutableFilename('setup.EXE')).toBe(true);
    expect(isExecutableFilename('notes.exe.pdf')).toBe(false);
    expect(EXTRAS_MESSAGES.executableRefused).toBe("We currently don't accept executable files.");
  });

  it('offers team only to users who can view teams, and filters by audience', () => {
    expect(appendixAudiencesFor(false)).toEqual(['all', 'cc_recipients', 'signatories']);
    expect(appendixAudiencesFor(true)).toContain('team');
    expect(canViewAppendix('signatories', 'cc_recipient')).toBe(false);
    expect(canViewAppendix('cc_recipients', 'cc_recipient')).toBe(true);
    expect(canViewAppendix('team', 'signatory')).toBe(false);
    expect(canViewAppendix('team', 'team')).toBe(true);
  });
});

describe('notification rules (§9)', () => {
  it('offers the countdowns with their labels and defaults to 7 days', () => {
    expect(NOTIFICATION_COUNTDOWN_OPTIONS.map((o) => o.seconds)).toEqual([
      300, 3600, 7200, 28800, 86400, 172800, 604800, 1209600,
    ]);
    expect(NOTIFICATION_COUNTDOWN_OPTIONS[0].label).toBe('5 mins');
    expect(NOTIFICATION_COUNTDOWN_OPTIONS[7].label).toBe('14 days');
    expect(DEFAULT_NOTIFICATION_COUNTDOWN_SECONDS).toBe(604800);
  });

  it('reminds only for not signed', () => {
    expect(actionsForEvent('not_signed')).toEqual(['notify', 'remind']);
    expect(actionsForEvent('sms_failed')).toEqual(['notify']);
    const refused = notificationRuleInputSchema.safeParse({
      entity_key: 'k',
      action: 'remind',
      event: 'email_failed',
    });
    expect(refused.error?.issues[0]?.message).toBe(EXTRAS_MESSAGES.remindOnlyWhenNotSigned);
  });

  it('defaults the countdown and refuses one not offered', () => {
    const rule = notificationRuleInputSchema.parse({
      entity_key: 'k',
      action: 'notify',
      event: 'in_setup',
    });
    expect(rule).toMatchObject({ countdown_seconds: 604800, recipient: 'document_owner' });
    const odd = notificationRuleInputSchema.safeParse({ ...rule, countdown_seconds: 301 });
    expect(odd.error?.issues[0]?.message).toBe(EXTRAS_MESSAGES.countdownNotOffered);
  });
});

describe('event subscriptions', () => {
  it('lists the catalogue with what the pack and workspace subscribe to', () => {
    const list = eventSubscriptionList(
      new Set(['document_signed']),
      new Set(['document_completed']),
    );
    expect(list.find((e) => e.key === 'document_signed')).toMatchObject({
      subscribed_via_entity: true,
      subscribed_via_organisation: false,
    });
    expect(list.find((e) => e.key === 'document_completed')).toMatchObject({
      run_organisation_wide: true,
      subscribed_via_organisation: true,
    });
    expect(isEventSubscriptionKey('document_viewed')).toBe(true);
    expect(isEventSubscriptionKey('bogus')).toBe(false);
  });
});

describe('form views (§3, §9)', () => {
  it('uses the heading sizes of §9', () => {
    expect(FORM_HEADING_SIZES).toEqual({ h1: 34, h2: 30, h3: 24, p: 16 });
  });

  it('validates entries and finds unknown fields', () => {
    const entries = formViewSchema.parse([
      { type: 'h1', uuid: 'h', data: 'Client details', position: 1 },
      { type: 'data_field', uuid: 'f1', position: 0 },
    ]);
    expect(normaliseFormView(entries).map((e) => e.uuid)).toEqual(['f1', 'h']);
    expect(unknownFormViewFields(entries, new Set(['f2']))).toEqual(['f1']);
    expect(
      formViewSchema.safeParse([{ type: 'h4', uuid: 'x', data: '', position: 0 }]).success,
    ).toBe(false);
    expect(formViewSchema.safeParse([{ type: 'h1', uuid: 'x', position: 0 }]).success).toBe(false);
  });

  it('starts in reading order', () => {
    const view = defaultFormView(
      [
        { uuid: 'b', document_key: 'd2', page_index: 0, x: 0, y: 0 },
        { uuid: 'a2', document_key: 'd1', page_index: 0, x: 50, y: 10 },
        { uuid: 'a1', document_key: 'd1', page_index: 0, x: 10, y: 10 },
      ],
      ['d1', 'd2'],
    );
    expect(view.map((e) => e.uuid)).toEqual(['a1', 'a2', 'b']);
  });
});
