import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { emailSchema } from './user.ts';

/**
 * Workspace members (spec §5 "Workspace users", issue 11). A membership is 'invited' from the
 * moment an admin adds an address until its owner proves the mailbox; only 'active' ones are used.
 */
export type MemberStatus = 'active' | 'invited';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 14;

/** Quire's own wording for what the spec does not name. */
export const MEMBER_MESSAGES = {
  onlyAdminsManageUsers: 'Only an administrator of this workspace may manage its users.',
  memberNotFound: 'That user is not a member of this workspace.',
  notInvited: 'That user has already joined the workspace.',
  invitationResent: 'The invitation has been sent again.',
  invitationInvalid:
    'This invitation is invalid or has expired. Ask an administrator of the workspace to send a new one.',
  invitationForAnotherAddress:
    'This invitation was sent to another email address. Log out, then open the link again.',
  userAdded: 'User has been added to the team.',
  userInvited: 'An invitation has been sent.',
  invitationAccepted: 'Welcome to the workspace.',
} as const;

/** A person's name as the add-user form gives it: §5 'A valid name is required'. */
const nameSchema = z
  .string({ error: MESSAGES.validNameRequired })
  .trim()
  .max(100, { error: MESSAGES.validNameRequired });

const memberEmailSchema = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  emailSchema,
);

/** POST /app/accounts/{key}/add_user_account */
export const addUserAccountSchema = z.object({
  data: z
    .object({
      first_name: nameSchema.default(''),
      last_name: nameSchema.default(''),
      email_address: memberEmailSchema,
      is_admin: z.boolean().default(false),
    })
    .refine((d) => `${d.first_name} ${d.last_name}`.trim().length > 0, {
      error: MESSAGES.validNameRequired,
    }),
});
export type AddUserAccountInput = z.infer<typeof addUserAccountSchema>['data'];

const memberKeySchema = z
  .string({ error: MEMBER_MESSAGES.memberNotFound })
  .min(1, { error: MEMBER_MESSAGES.memberNotFound })
  .max(100, { error: MEMBER_MESSAGES.memberNotFound });

/** POST /app/accounts/{key}/update_user_account */
export const updateUserAccountSchema = z.object({
  data: z.object({ is_admin: z.boolean(), user_account_key: memberKeySchema }),
});

/** POST /app/accounts/{key}/remove_user_account and .../resend_invitation */
export const memberKeyBodySchema = z.object({
  data: z.object({ user_account_key: memberKeySchema }),
});

/** The full name a placeholder user gets from the add-user form. */
export const memberFullName = (input: Pick<AddUserAccountInput, 'first_name' | 'last_name'>) =>
  `${input.first_name} ${input.last_name}`.trim();

type MemberFacts = { key: string; is_admin: boolean; status: MemberStatus };

/** Only an active admin administers: an invited one cannot act until they join. */
const activeAdmins = (members: readonly MemberFacts[]) =>
  members.filter((m) => m.is_admin && m.status === 'active');

/** §5: unmaking the last (active) admin is refused; the spec's message, or null when allowed. */
export const adminChangeRefusal = (
  members: readonly MemberFacts[],
  target: MemberFacts,
  makeAdmin: boolean,
): string | null => {
  if (makeAdmin || !target.is_admin || target.status !== 'active') return null;
  return activeAdmins(members).some((m) => m.key !== target.key) ? null : MESSAGES.lastAdmin;
};

/**
 * §5 removing a user: the only member may not remove themself, and the last admin may not leave
 * while others remain. Answers the spec's message, or null when the removal is allowed.
 */
export const removalRefusal = (
  members: readonly MemberFacts[],
  target: MemberFacts,
): string | null => {
  const others = members.filter((m) => m.key !== target.key);
  if (others.length === 0) return MESSAGES.mayNotRemoveYourself;
  if (adminChangeRefusal(members, target, false)) return MESSAGES.lastAdminLeaving;
  return null;
};
