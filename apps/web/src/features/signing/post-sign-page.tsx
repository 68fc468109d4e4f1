import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockPause, IconX } from '@tabler/icons-react';
import {
  THANK_YOU_MS,
  embedOutcomeOf,
  finalCopyNoticeText,
  postSignBrandOf,
  type FinalCopyNotice,
} from '@quire/domain';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session.ts';
import { KeepTogether } from '../../components/keep-together.tsx';
import {
  BrandHeadingImage,
  PackBrandProvider,
  brandButtonProps,
} from '../../components/pack-brand.tsx';
import { KeepAccessOffer } from './keep-access-offer.tsx';
import { postToParent } from '../../app/embed/embed-parent.ts';

/** What /post_sign_logout said about the signer's copy (copy_channel, copy_to, copy_complete). */
const noticeOf = (params: URLSearchParams): FinalCopyNotice | null => {
  const channel = params.get('copy_channel');
  if (channel !== 'email' && channel !== 'sms' && channel !== 'whatsapp' && channel !== 'none')
    return null;
  return {
    channel,
    to: params.get('copy_to') ?? '',
    complete: params.get('copy_complete') === 'true',
  };
};

/**
 * #post_sign: where /post_sign_logout sends a signer when the pack has no post-signing URL of its
 * own. Says what happened (signed, rejected, saved for later) and how the signed copy will
 * arrive, as the server decided it; an account holder goes on to the document after the §9
 * thank-you time. A signer without an account may be offered a password of their own
 * (password_offer, ADR 0032), or told to log in when their address has an account (has_account).
 */
export const PostSignPage = () => {
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const rejected = params.get('is_rejected') === 'true';
  const later = params.get('sign_later') === 'true';
  const documentKey = params.get('document_key');
  const notice = rejected || later ? null : noticeOf(params);
  const onward = documentKey ? `/documents/${documentKey}` : '/documents';
  const goesOn = Boolean(session.sessionToken);
  const branding = postSignBrandOf(params);
  const finished = !rejected && !later && !goesOn;
  const offer = finished && params.get('password_offer') === 'true';
  const hasAccount = finished && params.get('has_account') === 'true';
  // In a partner's frame the partner page hears the outcome and decides what comes next.
  useEffect(() => {
    postToParent({
      type: 'quire:signing_finished',
      document_key: documentKey,
      signatory_uuid: params.get('signatory_key'),
      outcome: embedOutcomeOf({
        is_rejected: params.get('is_rejected'),
        sign_later: params.get('sign_later'),
      }),
    });
  }, [documentKey, params]);
  useEffect(() => {
    if (!goesOn) return;
    const timer = setTimeout(() => void navigate(onward), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [goesOn, navigate, onward]);
  const heading = rejected
    ? 'You rejected the document'
    : later
      ? 'Saved for later'
      : 'Thank you for signing';
  const text = rejected
    ? 'The sender has been told, with your reason.'
    : later
      ? 'What you filled in is kept. Open your signing link again when you are ready.'
      : notice
        ? finalCopyNoticeText(notice)
        : 'Your signature has been recorded.';
  const icon = rejected ? (
    <IconX size={44} color="var(--mantine-color-red-7)" />
  ) : later ? (
    <IconClockPause size={44} />
  ) : (
    <IconCircleCheck size={44} color="var(--mantine-color-green-7)" />
  );
  return (
    <Center mih="100dvh" px="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm" ta="center">
          {branding && <BrandHeadingImage branding={branding} />}
          {icon}
          <Title order={1} fz={24}>
            {heading}
          </Title>
          <Text c={notice ? undefined : 'dimmed'} size="sm">
            {notice?.to ? <KeepTogether text={text} part={notice.to} /> : text}
          </Text>
          {offer && (
            <PackBrandProvider branding={branding}>
              <KeepAccessOffer maskedEmail={params.get('password_for') ?? ''} />
            </PackBrandProvider>
          )}
          {hasAccount && (
            <Text size="sm">
              You have a Quire account with this email address.{' '}
              <Anchor component={Link} to="/login">
                Log in
              </Anchor>{' '}
              to see your documents.
            </Text>
          )}
          {goesOn && (
            <>
              <Button component={Link} to={onward} {...brandButtonProps(branding)}>
                Back to the document
              </Button>
              <Text c="dimmed" size="xs">
                You will be taken back in {THANK_YOU_MS / 1000} seconds.
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};
