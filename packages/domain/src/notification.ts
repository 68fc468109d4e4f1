import { z } from 'zod';

/** Notification of spec §3. */
export const RELATED_KEY_TYPES = ['Document', 'UserAccount'] as const;
export type RelatedKeyType = (typeof RELATED_KEY_TYPES)[number];

export type Notification = {
  key: string;
  date_created: string;
  date_updated: string;
  date_read: string | null;
  read: boolean;
  related_key: string | null;
  related_key_type: RelatedKeyType | null;
  url: string | null;
  message: string;
};

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const listNotificationsQuerySchema = z.object({
  last_update: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().max(200).optional(),
});

export const markAllAsReadSchema = z.object({ related_key: z.string().max(100).optional() });
