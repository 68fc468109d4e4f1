import { eq } from 'drizzle-orm';
import { mails } from '../../db/schema.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { seedCast } from '../../../test/seed-documents.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { startFakeTwilio } from '../text-messages/fake-twilio.ts';
import { sendSignatureRequestsHandler } from './notify-next-signers.ts';
import { signingRequestFixtures } from './signing-requests-fixtures.ts';

/**
 * The app the signing-request tests run against: mail over a real SMTP exchange, SMS and WhatsApp
 * through a local server speaking Twilio's protocol, and Ann (owner), Bob (another workspace).
 */
export const startSigningTestApp = async () => {
  const smtp = await startSmtpSink();
  const twilio = await startFakeTwilio('AC0123', 'secret-token');
  const t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: twilio.url,
    },
  });
  const { ann, bob, annAccount } = await seedCast(t, 'Team');
  return {
    t,
    smtp,
    twilio,
    ann,
    bob,
    annAccount,
    f: signingRequestFixtures(t, () => ({ ann, annAccount })),
    /** The signature requests mailed to `to` so far. */
    mailsTo: async (to: string) =>
      (await t.ctx.db.select().from(mails).where(eq(mails.to_address, to))).filter(
        (m) => m.kind === 'signature_request',
      ),
    /** Runs the send-signature-requests job once, directly. */
    runSendJob: (documentKey: string) =>
      sendSignatureRequestsHandler(t.ctx)(
        { document_key: documentKey },
        { id: 'test', retryCount: 0, retryLimit: 5 },
      ),
    waitUntil: async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: async () => {
      await t.close();
      await smtp.close();
      await twilio.close();
    },
  };
};
export type SigningTestApp = Awaited<ReturnType<typeof startSigningTestApp>>;
