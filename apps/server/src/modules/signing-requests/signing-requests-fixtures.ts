import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@quire/domain';
import { signatories } from '../../db/schema.ts';
import { call, waitForMail, type Session, type TestApp } from '../../../test/test-app.ts';
import { seedPack, type SeedSignatory } from '../../../test/seed-documents.ts';

/** The calls and rows the signing-request tests share, bound to a test app and its owner. */
export const signingRequestFixtures = (
  t: TestApp,
  who: () => { ann: Session; annAccount: string },
) => {
  /** A pack in setup, ready to send: one signature field per signer. */
  const readyPack = (people: SeedSignatory[], sequential = false) =>
    seedPack(t.ctx, {
      createdBy: who().ann.user_key,
      accountKey: who().annAccount,
      name: 'Lease agreement',
      flags: { sequential_signing: sequential },
      signatories: people,
      children: [
        {
          fields: people.map((_, i) => ({
            type: 'signature',
            custom_id: `signature_${i + 1}`,
            signatory: i,
            y: 100 + i * 60,
          })),
        },
      ],
    });

  const request = (key: string, as: object = { session: who().ann }) =>
    call(
      t.app,
      'POST',
      `/app/documents/${key}/update_document?request_signatures_if_required=true`,
      {
        ...as,
        body: { data: { update_status_to: 'awaiting_signatures' } },
      },
    );
  const revert = (key: string) =>
    call(t.app, 'POST', `/app/documents/${key}/update_document`, {
      session: who().ann,
      body: { data: { update_status_to: 'setup' } },
    });

  /** The signing link of the newest request mailed to `to`, as path and parts. */
  const mailedLink = async (to: string) => {
    const mail = await waitForMail(t.ctx, to, 'signature_request');
    const m =
      /\/app\/documents\/([^/\s]+)\/switch_user\/([^?\s]+)\?session_token=([A-Za-z0-9_-]+)/.exec(
        mail.text,
      );
    if (!m) throw new Error(`no signing link in mail to ${to}`);
    return { mail, path: m[0], key: m[1]!, uuid: m[2]!, token: m[3]! };
  };

  /** Opens a link as a browser would; answers the response and the session cookie it set. */
  const open = async (path: string, headers: Record<string, string> = {}) => {
    const r = await t.app.inject({ method: 'GET', url: path, headers });
    const cookie = r.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    return { response: r, cookie };
  };

  const withCookie = (cookie: string) => ({ headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });

  const signatoryRow = async (uuid: string) =>
    (await t.ctx.db.select().from(signatories).where(eq(signatories.uuid, uuid)))[0]!;

  const setSignatory = (uuid: string, set: Partial<typeof signatories.$inferInsert>) =>
    t.ctx.db.update(signatories).set(set).where(eq(signatories.uuid, uuid));

  return { readyPack, request, revert, mailedLink, open, withCookie, signatoryRow, setSignatory };
};
