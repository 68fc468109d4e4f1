import type { AppContext } from './app-context.ts';
import { convertDocumentJob } from './jobs/convert-document.job.ts';
import { NOTIFICATION_SWEEP_CRON } from '@quire/domain';
import { MAINTENANCE_CRON, maintenanceJob } from './jobs/maintenance.job.ts';
import { notificationRulesJob } from './jobs/notification-rules.job.ts';
import { generateTempDownloadJob } from './jobs/generate-temp-download.job.ts';
import { sealDocumentJob } from './jobs/seal-document.job.ts';
import { verifyDocumentJob } from './jobs/verify-document.job.ts';
import { sendMailJob } from './jobs/send-mail.job.ts';
import { sendSignatureRequestsJob } from './jobs/send-signature-requests.job.ts';
import { sendTextMessageJob } from './jobs/send-text-message.job.ts';
import { bulkSendCsvJob } from './jobs/bulk-send-csv.job.ts';
import { bulkSendRemindersJob } from './jobs/bulk-send-reminders.job.ts';
import { runBulkSendJob } from './jobs/run-bulk-send.job.ts';
import { pruneApplicationTokens } from './modules/applications/application-repository.ts';
import { bulkSendRemindersHandler } from './modules/bulk-sends/bulk-send-reminders.ts';
import { resumeBulkSends, runBulkSendHandler } from './modules/bulk-sends/bulk-send-runner.ts';
import { bulkSendCsvHandler } from './modules/bulk-sends/bulk-send-temp-csv.ts';
import { pruneRateLimits } from './lib/rate-limit.ts';
import { pruneAuthTokens } from './modules/auth/auth-token-repository.ts';
import { pruneSessions } from './modules/auth/session-repository.ts';
import { convertDocumentHandler } from './modules/conversion/convert-document-handler.ts';
import { generateTempDownloadHandler } from './modules/documents/generate-temp-download-handler.ts';
import { sendMailHandler } from './modules/mail/send-mail-handler.ts';
import { raiseDeliveryFailure } from './modules/notification-runs/delivery-failure.ts';
import { runNotificationSweep } from './modules/notification-runs/notification-sweep.ts';
import { sealDocumentHandler } from './modules/sealing/seal-document-handler.ts';
import { verifyDocumentHandler } from './modules/verification/verify-document-handler.ts';
import { pruneUploadIntents } from './modules/uploads/prune-upload-intents.ts';
import { pruneIdempotencyKeys } from './modules/public-api/idempotency-repository.ts';
import { sendSignatureRequestsHandler } from './modules/signing-requests/notify-next-signers.ts';
import { startWebhookDispatcher } from './modules/webhooks/webhook-dispatcher.ts';
import { sendTextMessageHandler } from './modules/text-messages/send-text-message-handler.ts';
import { createTextMessageProvider } from './modules/text-messages/create-text-message-provider.ts';

const DAY_MS = 86_400_000;

/** Starts every job handler of this process (role 'worker' or 'all'). */
export const startWorkers = async (ctx: AppContext): Promise<void> => {
  await ctx.queue.work(convertDocumentJob, convertDocumentHandler(ctx));
  // MAIL_WORKER_CONCURRENCY mails in flight over one pooled SMTP transport: a mail mostly waits
  // on the SMTP server, and one at a time sent a 10,000-mail bulk send far below the pool's pace.
  // Two workers share them, so one fetches and claims its batch while the other's still sends.
  const sendMail = sendMailHandler({
    db: ctx.db,
    transport: ctx.mailTransport,
    blobStore: ctx.blobStore,
    mailFrom: ctx.config.mailFrom,
    publicUrl: ctx.config.publicUrl,
    log: ctx.log,
    pacing: { rates: ctx.config.mailDomainRates, queue: ctx.queue },
    onFailed: async (mail) => {
      if (mail.document_key && mail.signatory_uuid)
        await raiseDeliveryFailure(ctx, {
          event: 'email_failed',
          documentKey: mail.document_key,
          signatoryUuid: mail.signatory_uuid,
        });
    },
  });
  const inFlight = ctx.config.mailWorkerConcurrency;
  for (const batchSize of inFlight > 1 ? [Math.ceil(inFlight / 2), Math.floor(inFlight / 2)] : [1])
    await ctx.queue.work(sendMailJob, sendMail, { batchSize });
  await ctx.queue.work(maintenanceJob, async () => {
    const now = new Date();
    await pruneSessions(ctx.db, now);
    await pruneAuthTokens(ctx.db, new Date(now.getTime() - 7 * DAY_MS));
    await pruneRateLimits(ctx.db, new Date(now.getTime() - DAY_MS));
    await pruneUploadIntents(ctx, new Date(now.getTime() - DAY_MS));
    await pruneIdempotencyKeys(ctx.db);
    await pruneApplicationTokens(ctx.db, now);
  });
  await ctx.queue.schedule(maintenanceJob, MAINTENANCE_CRON, {});
  await ctx.queue.work(generateTempDownloadJob, generateTempDownloadHandler(ctx));
  await ctx.queue.work(
    sendTextMessageJob,
    sendTextMessageHandler({
      db: ctx.db,
      provider: createTextMessageProvider(ctx.config),
      publicUrl: ctx.config.publicUrl,
      log: ctx.log,
      onFailed: async (message) => {
        if (message.document_key && message.signatory_uuid)
          await raiseDeliveryFailure(ctx, {
            event: 'sms_failed',
            documentKey: message.document_key,
            signatoryUuid: message.signatory_uuid,
          });
      },
    }),
  );
  await ctx.queue.work(notificationRulesJob, async () => {
    await runNotificationSweep(ctx, new Date());
  });
  await ctx.queue.schedule(notificationRulesJob, NOTIFICATION_SWEEP_CRON, {});
  await ctx.queue.work(sendSignatureRequestsJob, sendSignatureRequestsHandler(ctx));
  // SEAL_WORKER_CONCURRENCY workers share one handler (one signer, one image thread): pg-boss's
  // worker fetches one job per polling interval, so one worker alone sealed 30 packs a minute.
  const seal = sealDocumentHandler(ctx);
  for (let i = 0; i < ctx.config.sealWorkerConcurrency; i++)
    await ctx.queue.work(sealDocumentJob, seal);
  await ctx.queue.work(verifyDocumentJob, verifyDocumentHandler(ctx));
  await ctx.queue.work(runBulkSendJob, runBulkSendHandler(ctx));
  await ctx.queue.work(bulkSendCsvJob, bulkSendCsvHandler(ctx));
  await ctx.queue.work(bulkSendRemindersJob, bulkSendRemindersHandler(ctx));
  // A run that stopped with this process's predecessor carries on from its pending rows.
  await resumeBulkSends(ctx);
  startWebhookDispatcher(ctx);
};
