import { eq } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { documentMappings, documents } from '../../db/schema.ts';
import type { MatrixKit, Scenario } from '../permissions/permission-matrix-kit.ts';
import { connectXplan } from '../../../test/xplan-connection.ts';
import { startXplanProtocolServer } from '../../../test/xplan-protocol-server.ts';

/** A team pack made from a template whose mapping reads XPLAN client data, and the team's XPLAN. */
const prefillable = async (k: MatrixKit) => {
  const xplan = await startXplanProtocolServer();
  onTestFinished(() => xplan.close());
  await connectXplan(k.t.ctx, xplan, k.team);
  const template = await k.pack({ documentType: 'template', createdBy: k.admin.user_key });
  await k.t.ctx.db.insert(documentMappings).values({
    template_key: template.key,
    sources: [{ integration_id: 'xplan', field_names: [] }],
    mapping: {
      data_fields: {},
      signatories: { 'signer-1': { name: { column: 'xplan:client.name' } } },
      cc_recipients: {},
    },
  });
  const pack = await k.pack({ signatories: [{ name: 'Client', email: 'client@example.com' }] });
  await k.t.ctx.db
    .update(documents)
    .set({ from_template_key: template.key })
    .where(eq(documents.key, pack.key));
  return pack;
};

/** The permission matrix's scenarios for the XPLAN calls that need a flag (docs/api-integrations.md). */
export const XPLAN_SCENARIOS: Record<string, Scenario> = {
  'user_profile_permissions.can_view_data_sources POST /app/integrations/xplan/prefill_document': {
    prepare: async (k) => {
      const pack = await prefillable(k);
      return () =>
        k.asMember('POST', '/app/integrations/xplan/prefill_document', {
          document_key: pack.key,
          client_id: 4021,
        });
    },
  },
  'user_profile_permissions.can_view_data_sources GET /app/integrations/xplan/prefill_document': {
    prepare: async (k) => {
      const pack = await prefillable(k);
      return () =>
        k.asMember('GET', `/app/integrations/xplan/prefill_document?document_key=${pack.key}`);
    },
  },
};
