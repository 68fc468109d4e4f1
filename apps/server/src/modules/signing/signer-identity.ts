import { SIGNING_MESSAGES, auditMobileOf, isTeamMember, signatoryOfUser } from '@quire/domain';
import { forbidden } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import type { AuditActor } from '../audit-trail/append-audit-record.ts';
import type { VisibleDocument } from '../documents/document-access-service.ts';
import type { SignatoryRow } from '../documents/document-repository.ts';

/**
 * The caller acts for the signatory: the user linked to it (a signing link links them), a verified
 * account with its address, or a team member signing in person with them (§5 sign in person).
 */
export const actsForSignatory = (
  auth: Auth,
  found: VisibleDocument,
  signatory: SignatoryRow,
  inPresence: boolean,
): boolean =>
  signatory.user_key === auth.user.key ||
  (auth.user.verified &&
    signatory.email !== null &&
    signatory.email.toLowerCase() === auth.user.email_address.toLowerCase()) ||
  (inPresence &&
    isTeamMember(found.facts, found.actor) &&
    found.actor.permissions.document_permissions.can_sign_in_person);

export const assertActsFor = (
  auth: Auth,
  found: VisibleDocument,
  signatory: SignatoryRow,
  inPresence = false,
): void => {
  if (!actsForSignatory(auth, found, signatory, inPresence))
    throw forbidden(SIGNING_MESSAGES.notTheSignatory);
};

/**
 * The audit actor of a signer's act: the signer as the owner named them (name, email, or masked
 * mobile when they have no email), never the session's user, whose address may be internal.
 */
export const signerActor = (auth: Auth, signatory: SignatoryRow): AuditActor =>
  signatoryActor(signatory, auth.user.key);

/** A signatory as an actor, with the user acting for them (if known). */
export const signatoryActor = (signatory: SignatoryRow, userKey: string | null): AuditActor => ({
  user_key: userKey,
  signatory_uuid: signatory.uuid,
  name: signatory.name,
  email: signatory.email,
  mobile: auditMobileOf(signatory),
});

/**
 * Whoever the caller is on this pack: the signatory they sign as (a signing link's session, or an
 * account with the signatory's verified address), else themselves as a team member.
 */
export const callerActor = (auth: Auth, people: readonly SignatoryRow[]): AuditActor => {
  const me = signatoryOfUser(people, auth.user);
  return me ? signerActor(auth, me) : actorOfUser(auth);
};

/** The audit actor of a team member's act. */
export const actorOfUser = (auth: Auth): AuditActor => ({
  user_key: auth.user.key,
  name: auth.user.full_name,
  email: auth.user.email_address,
});
