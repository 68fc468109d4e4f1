import { createElement } from 'react';
import { INVITATION_TTL_DAYS } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { issueAuthToken } from '../auth/auth-token-repository.ts';
import { mailThemeForAccount } from '../branding/theme-resolver.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { userLocale } from '../mail/i18n/mail-i18n.ts';
import {
  AddedToWorkspaceMail,
  addedToWorkspaceSubject,
} from '../mail/templates/added-to-workspace-mail.tsx';
import {
  WorkspaceInvitationMail,
  workspaceInvitationSubject,
} from '../mail/templates/workspace-invitation-mail.tsx';

type Workspace = { key: string; name: string };

export const joinUrl = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/#join/${token}`;

/** A fresh single-use invitation link to `user`, in the workspace's default theme. */
export const mailInvitation = async (
  ctx: AppContext,
  tx: Db,
  input: { user: UserRow; workspace: Workspace; inviterName: string },
): Promise<void> => {
  const token = await issueAuthToken(
    tx,
    input.user.key,
    'accept_invitation',
    INVITATION_TTL_DAYS * 86_400_000,
  );
  const theme = await mailThemeForAccount(tx, ctx.config.publicUrl, input.workspace.key);
  const locale = userLocale(input.user);
  await enqueueMail(tx, ctx.queue, {
    to: input.user.email_address,
    kind: 'workspace_invitation',
    subject: workspaceInvitationSubject(input.inviterName, input.workspace.name, locale),
    body: createElement(WorkspaceInvitationMail, {
      fullName: input.user.full_name,
      inviterName: input.inviterName,
      accountName: input.workspace.name,
      joinUrl: joinUrl(ctx, token),
      theme,
      locale,
    }),
  });
};

/** Tells an existing, proven user that they are now a member. */
export const mailAddedToWorkspace = async (
  ctx: AppContext,
  tx: Db,
  input: { user: UserRow; workspace: Workspace; inviterName: string; userAccountKey: string },
): Promise<void> => {
  const theme = await mailThemeForAccount(tx, ctx.config.publicUrl, input.workspace.key);
  const locale = userLocale(input.user);
  await enqueueMail(tx, ctx.queue, {
    to: input.user.email_address,
    kind: 'added_to_workspace',
    subject: addedToWorkspaceSubject(input.workspace.name, locale),
    body: createElement(AddedToWorkspaceMail, {
      fullName: input.user.full_name,
      inviterName: input.inviterName,
      accountName: input.workspace.name,
      workspaceUrl: `${ctx.config.publicUrl}/#documents?user_account=${input.userAccountKey}`,
      theme,
      locale,
    }),
  });
};
