import { z } from 'zod';
import { SCHEMA_MESSAGES } from './schema-messages.ts';
import { MESSAGES, invalidEmailAddressMessage } from './messages.ts';
import { ALL_PERMISSION_PATHS, type PermissionPath } from './permission-path.ts';
import type { Permissions } from './permissions.ts';

/**
 * The internal management screen (spec §2 #management, §6, §7 /app/management/*): operators of
 * the instance (QUIRE_OPERATORS) read and change any user's permission flags. The API shapes
 * are documented in docs/api-management.md.
 */

/** More addresses than this in one fetch is a mistake, not a batch (a 414 would follow). */
export const MANAGEMENT_MAX_EMAILS = 50;
/** How many recent changes GET /app/management/permission_changes answers by default. */
export const MANAGEMENT_HISTORY_LIMIT = 50;

export const MANAGEMENT_MESSAGES = {
  operatorConfirmed: 'Logged in as an operator',
  tooManyEmails: `Enter at most ${MANAGEMENT_MAX_EMAILS} email addresses at a time.`,
  noChanges: 'Choose at least one permission to change.',
  unknownFlag: (flag: string) => `'${flag}' is not a permission.`,
  unknownUsers: (emails: readonly string[]) =>
    `No Quire user has the address ${emails.join(', ')}.`,
  membershipNotFound: 'That workspace membership does not belong to the users given.',
} as const;

const isPermissionPath = (value: string): value is PermissionPath =>
  (ALL_PERMISSION_PATHS as readonly string[]).includes(value);

/**
 * `email_address=a@x.com, b@y.com`: trimmed, lower-cased, duplicates dropped, in the order
 * given. Each must be an address; the first bad one is named.
 */
export const managementEmailsSchema = z
  .string({ error: MESSAGES.validEmailRequired })
  .transform((raw, ctx) => {
    const parts = raw
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter((p) => p !== '');
    const emails = [...new Set(parts)];
    if (emails.length === 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.validEmailRequired });
      return z.NEVER;
    }
    if (emails.length > MANAGEMENT_MAX_EMAILS) {
      ctx.addIssue({ code: 'custom', message: MANAGEMENT_MESSAGES.tooManyEmails });
      return z.NEVER;
    }
    const bad = emails.find((e) => !z.email().safeParse(e).success || e.length > 254);
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: invalidEmailAddressMessage(bad) });
      return z.NEVER;
    }
    return emails;
  });

export const managementQuerySchema = z.object({ email_address: managementEmailsSchema });

/** The changed flags only: each path to its new value. */
export const permissionChangesInputSchema = z
  .record(z.string(), z.boolean({ error: SCHEMA_MESSAGES.permissionNotBoolean }))
  .superRefine((flags, ctx) => {
    const unknown = Object.keys(flags).find((f) => !isPermissionPath(f));
    if (unknown !== undefined)
      ctx.addIssue({ code: 'custom', message: MANAGEMENT_MESSAGES.unknownFlag(unknown) });
    else if (Object.keys(flags).length === 0)
      ctx.addIssue({ code: 'custom', message: MANAGEMENT_MESSAGES.noChanges });
  })
  .transform((flags) => flags as Partial<Record<PermissionPath, boolean>>);

/** POST /app/management/update_permissions body. */
export const updatePermissionsSchema = z.object({
  data: z.object({
    permissions: permissionChangesInputSchema,
    /** One membership of the listed users; without it every membership of every listed user. */
    user_account_key: z.string().min(1).max(100).optional(),
  }),
});
export type UpdatePermissionsInput = z.infer<typeof updatePermissionsSchema>['data'];

export const permissionHistoryQuerySchema = managementQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(MANAGEMENT_HISTORY_LIMIT),
});

/** One workspace membership as the operator sees it, with the permissions in force. */
export type ManagedMembership = {
  user_account_key: string;
  account_key: string;
  account_name: string;
  is_personal_account: boolean;
  is_admin: boolean;
  status: 'active' | 'invited';
  permissions: Permissions;
};

export type ManagedUser = {
  user_key: string;
  email_address: string;
  full_name: string;
  memberships: ManagedMembership[];
};

/** GET /app/management/get_all_permissions → data. */
export type ManagedPermissions = {
  /** The addresses asked for, normalised, in the order given. */
  email_addresses: string[];
  /** The users found, in the order their addresses were given. */
  users: ManagedUser[];
  /** Addresses no user has. */
  not_found: string[];
};

/** One row of GET /app/management/permission_changes. */
export type PermissionChange = {
  key: string;
  operator_email: string;
  user_email: string;
  account_name: string;
  user_account_key: string | null;
  flag: string;
  old_value: boolean;
  new_value: boolean;
  date_created: string;
};
