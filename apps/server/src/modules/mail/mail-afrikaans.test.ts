import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail.ts';
import { MAIL_CATALOGUES, mailT } from './i18n/mail-i18n.ts';
import { AccountExistsMail, accountExistsSubject } from './templates/account-exists-mail.tsx';
import {
  AddedToWorkspaceMail,
  addedToWorkspaceSubject,
} from './templates/added-to-workspace-mail.tsx';
import { OwnerNoticeMail, ownerNoticeSubject } from './templates/owner-notice-mail.tsx';
import { PackActivityMail, packActivitySubject } from './templates/pack-activity-mail.tsx';
import { ResetPasswordMail, resetPasswordSubject } from './templates/reset-password-mail.tsx';
import { VerifyEmailMail, verifyEmailSubject } from './templates/verify-email-mail.tsx';
import {
  WorkspaceInvitationMail,
  workspaceInvitationSubject,
} from './templates/workspace-invitation-mail.tsx';

const url = 'https://quire.test/#x';

/** Every `{{name}}` of a catalogue string, sorted: both languages must use the same ones. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const leaves = (tree: object, path = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${path}${key}`, value] as [string, string]]
      : leaves(value as object, `${path}${key}.`),
  );

describe('mails to users in Afrikaans', () => {
  it('has every English word in Afrikaans, with the same placeholders and not copied', () => {
    const af = new Map(leaves(MAIL_CATALOGUES.af));
    for (const [key, english] of leaves(MAIL_CATALOGUES.en)) {
      const afrikaans = af.get(key);
      expect(afrikaans, key).toBeTypeOf('string');
      // The code text's minutes are a domain number in English, a placeholder in Afrikaans.
      if (key !== 'text.code') expect(placeholders(afrikaans!), key).toEqual(placeholders(english));
      if (!['request.subject', 'code.subject'].includes(key) && english.length > 12)
        expect(afrikaans, key).not.toBe(english);
    }
  });

  it('words the account mails (verification, reset, address taken) in Afrikaans', async () => {
    const verify = await renderMail(
      verifyEmailSubject('af'),
      createElement(VerifyEmailMail, { fullName: 'Anna', verifyUrl: url, locale: 'af' }),
    );
    expect(verify.subject).toBe('Bevestig jou e-posadres vir Quire');
    expect(verify.text).toContain('Hallo Anna,');
    expect(verify.text).toContain('Die skakel werk vir 72 uur.');
    expect(verify.html).toContain('lang="af"');

    const reset = await renderMail(
      resetPasswordSubject('af'),
      createElement(ResetPasswordMail, { fullName: 'Anna', resetUrl: url, locale: 'af' }),
    );
    expect(reset.subject).toBe('Stel jou Quire-wagwoord terug');
    expect(reset.text).toContain('Kies ’n nuwe wagwoord');
    expect(reset.text).toContain('As die knoppie nie werk nie');

    const exists = await renderMail(
      accountExistsSubject('af'),
      createElement(AccountExistsMail, {
        fullName: 'Anna',
        loginUrl: url,
        resetUrl: url,
        locale: 'af',
      }),
    );
    expect(exists.subject).toBe('Jy het reeds ’n Quire-rekening');
    expect(exists.text).toContain('Meld aan by Quire');
  });

  it('words the workspace mails (invitation, added) in Afrikaans', async () => {
    const names = { fullName: '', inviterName: 'Ben', accountName: 'Acme' };
    const invite = await renderMail(
      workspaceInvitationSubject('Ben', 'Acme', 'af'),
      createElement(WorkspaceInvitationMail, { ...names, joinUrl: url, locale: 'af' }),
    );
    expect(invite.subject).toBe('Ben het jou genooi om by Acme op Quire aan te sluit');
    expect(invite.text).toContain('Hallo daar,');
    expect(invite.text).toContain('Aanvaar die uitnodiging');
    expect(invite.text).toContain('werk vir 14 dae');

    const added = await renderMail(
      addedToWorkspaceSubject('Acme', 'af'),
      createElement(AddedToWorkspaceMail, { ...names, workspaceUrl: url, locale: 'af' }),
    );
    expect(added.subject).toBe('Jy is by Acme gevoeg');
    expect(added.text).toContain('Ben het jou by die Acme-werkruimte gevoeg.');
  });

  it("words the owner's activity mails in Afrikaans, counting signers", async () => {
    const activity = { kind: 'signed' as const };
    const mail = await renderMail(
      packActivitySubject('Sannie', 'Huurkontrak', activity, 'af'),
      createElement(PackActivityMail, {
        recipientName: 'Anna',
        packName: 'Huurkontrak',
        signer: { name: 'Sannie', contact: 'sannie@example.com' },
        activity,
        progress: { signed: 1, total: 3 },
        documentUrl: url,
        locale: 'af',
      }),
    );
    expect(mail.subject).toBe('Sannie het “Huurkontrak” onderteken');
    expect(mail.text).toContain('1 van 3 ondertekenaars het tot dusver onderteken.');
    expect(mail.text).toContain('Bekyk die dokument');
    const declined = await renderMail(
      'x',
      createElement(PackActivityMail, {
        recipientName: 'Anna',
        packName: 'Huurkontrak',
        signer: { name: 'Sannie', contact: null },
        activity: { kind: 'declined', reason: 'Verkeerde datum', documentName: null },
        progress: { signed: 0, total: 1 },
        documentUrl: url,
        locale: 'af',
      }),
    );
    expect(declined.text).toContain('Sannie het geweier om “Huurkontrak” te onderteken.');
    expect(declined.text).toContain('Verkeerde datum');
  });

  it("words a notification rule's notice in Afrikaans, with its advice", async () => {
    const notice = { event: 'email_failed' as const, document: 'Huurkontrak', signer: 'Sannie' };
    const mail = await renderMail(
      ownerNoticeSubject(notice, 'af'),
      createElement(OwnerNoticeMail, {
        recipientName: 'Anna',
        notice,
        documentUrl: url,
        locale: 'af',
      }),
    );
    expect(mail.subject).toBe('Die e-pos aan Sannie oor Huurkontrak kon nie afgelewer word nie');
    expect(mail.html).toContain('Jou dokument het aandag nodig');
    expect(mail.text).toContain('Kontroleer Sannie se e-posadres');
    expect(ownerNoticeSubject(notice, 'en')).toBe(
      'The email to Sannie about Huurkontrak could not be delivered',
    );
  });

  it('words the text messages in Afrikaans and keeps the English ones', () => {
    const names = { sender: 'Ben', document: 'Huurkontrak', url };
    expect(mailT('af')('text.request', names)).toBe(
      `Ben het vir jou "Huurkontrak" gestuur om te onderteken: ${url}`,
    );
    expect(mailT('en')('text.request', names)).toBe(
      `Ben has sent you "Huurkontrak" to sign: ${url}`,
    );
    expect(mailT('af')('text.twoStepCode', { code: '123456', minutes: 10 })).toBe(
      '123456 is jou Quire-kode. Dit werk vir 10 minute. Moet dit nooit deel nie.',
    );
    expect(mailT('en')('text.mobileCode', { code: '123456', minutes: 10 })).toBe(
      '123456 is your Quire code to verify this mobile number. It expires in 10 minutes.',
    );
  });
});
