import { isMultiEditSigner, isNextSigner, signatoryOfUser, type User } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import type { PackDto } from '../documents/documents-api.ts';
import { signingDraftApi } from './drafts/signing-draft-api.ts';
import { signingApi } from './signing-api.ts';
import { PackBrandProvider } from '../../components/pack-brand.tsx';
import { SigningStatusScreen, type SigningStatusKind } from './signing-status-screen.tsx';
import { SigningTermsModal } from './signing-terms-modal.tsx';
import { SigningWorkspace } from './signing-workspace.tsx';
import { useSavedSignatures } from '../../components/signature/use-saved-signatures.ts';
import { postToParent } from '../../app/embed/embed-parent.ts';

/**
 * A signer's view of a pack: the workspace when it is their turn, otherwise a screen that says
 * why there is nothing to do. Used by signing-link sessions and by account holders who sign.
 */
export const SigningView = (props: { pack: PackDto; user: User; inPerson?: boolean }) => (
  <PackBrandProvider branding={props.pack.branding}>
    <SignerScreens {...props} />
  </PackBrandProvider>
);

const SignerScreens = ({
  pack,
  user,
  inPerson = false,
}: {
  pack: PackDto;
  user: User;
  inPerson?: boolean;
}) => {
  const { t } = useTranslation();
  const me = signatoryOfUser(pack.signatories, user);
  const active = Boolean(
    me && pack.status === 'awaiting_signatures' && me.status === 'awaiting_signatures',
  );
  const myTurn = Boolean(
    me &&
    active &&
    isNextSigner({ sequential_signing: pack.sequential_signing }, pack.signatories, me.uuid),
  );
  const fields = useQuery({
    queryKey: ['signing', 'data_fields', pack.key],
    queryFn: ({ signal }) => signingApi.fields(pack.key, signal),
    enabled: myTurn,
    staleTime: Infinity,
    gcTime: 0,
  });
  const rules = useQuery({
    queryKey: ['signing', 'field_rules', pack.key],
    queryFn: ({ signal }) => signingApi.rules(pack.key, signal),
    enabled: myTurn,
    staleTime: Infinity,
    gcTime: 0,
  });
  // The signer's saved work; if it cannot be read, signing goes on (saves merge, never replace).
  const draft = useQuery({
    queryKey: ['signing', 'draft', pack.key, me?.uuid],
    queryFn: ({ signal }) => signingDraftApi.read(pack.key, me!.uuid, signal),
    enabled: myTurn,
    staleTime: Infinity,
    gcTime: 0,
    retry: 2,
  });
  const signatures = useSavedSignatures('signature');
  const initials = useSavedSignatures('initial');
  // Consent is asked once per signer: the server remembers it (terms_accepted_at), on any device.
  const [accepted, setAccepted] = useState(() => Boolean(me?.terms_accepted_at));
  const [accepting, setAccepting] = useState(false);

  // §7 audit_document_opened_event: the server keeps at most one per user per 10 minutes.
  const meUuid = me?.uuid;
  useEffect(() => {
    if (meUuid && pack.status !== 'setup')
      void signingApi.openedEvent(pack.key).catch(() => undefined);
  }, [meUuid, pack.key, pack.status]);

  const status = statusOf(pack, me, myTurn);
  // A partner page that embeds signing hears why there is nothing to sign (docs/embedding.md).
  useEffect(() => {
    if (status)
      postToParent({ type: 'quire:signing_unavailable', document_key: pack.key, reason: status });
  }, [status, pack.key]);
  if (status)
    return (
      <SigningStatusScreen
        kind={status}
        packName={pack.document_name}
        downloadUrl={
          status === 'complete' && pack.final_file_key
            ? `/app/serve/${encodeURIComponent(pack.key)}`
            : null
        }
      />
    );
  if (!me || !fields.data || !rules.data || draft.isPending)
    return <FullPageLoader label={t('signing.layout.loading')} />;

  const accept = async () => {
    setAccepting(true);
    try {
      await signingApi.acceptTerms(pack.key, me.uuid);
      setAccepted(true);
    } catch {
      // The api client has shown why.
    } finally {
      setAccepting(false);
    }
  };

  return (
    <>
      <SigningWorkspace
        pack={pack}
        me={me}
        isMultiEdit={isMultiEditSigner(pack, pack.signatories, me.uuid)}
        inPerson={inPerson}
        fields={fields.data}
        rules={rules.data}
        draft={draft.data ?? null}
        savedSignature={(kind) => {
          const newest = (kind === 'signature' ? signatures.data : initials.data)?.[0];
          return newest ? { blob_key: newest.blob_key, blob_url: newest.blob_url } : null;
        }}
      />
      <SigningTermsModal
        opened={!accepted}
        senderName={pack.created_by_name}
        packName={pack.document_name}
        busy={accepting}
        onAccept={() => void accept()}
        onLeave={() => setAccepted(true)}
      />
    </>
  );
};

const statusOf = (
  pack: PackDto,
  me: ReturnType<typeof signatoryOfUser<PackDto['signatories'][number]>>,
  myTurn: boolean,
): SigningStatusKind | null => {
  if (pack.status === 'complete') return 'complete';
  if (pack.status === 'rejected') return 'rejected';
  if (!me) return 'not_a_signer';
  if (pack.status === 'setup') return 'not_ready';
  if (me.status === 'complete') return 'signed';
  if (me.status === 'excluded') return 'excluded';
  if (me.status === 'rejected') return 'rejected';
  if (!myTurn) return 'not_your_turn';
  return null;
};
