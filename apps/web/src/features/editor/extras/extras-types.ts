import type {
  DataField,
  DocumentAppendix,
  EventSubscription,
  FieldRule,
  FieldRuleInput,
  FormViewEntry,
  NotificationRule,
  NotificationRuleAction,
  NotificationRuleEvent,
  UserDefinedAttribute,
  UserDefinedAttributeInput,
} from '@quire/domain';

/** Wire shapes of docs/api-editor.md "Around the document", as packages/domain declares them. */
export type DataFieldDto = DataField;
export type FieldRuleDto = FieldRule;
export type FieldRuleDraftInput = Omit<FieldRuleInput, 'delete'>;
export type AppendixDto = DocumentAppendix;
export type UserDefinedAttributeDto = UserDefinedAttribute;
export type AttributeInput = UserDefinedAttributeInput;
export type NotificationRuleDto = NotificationRule;
export type NotificationRuleDraft = {
  action: NotificationRuleAction;
  event: NotificationRuleEvent;
  countdown_seconds: number;
};
export type EventSubscriptionDto = EventSubscription;
export type { FormViewEntry };
