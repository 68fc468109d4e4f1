import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockPause, IconX } from '@tabler/icons-react';
import { THANK_YOU_MS, embedOutcomeOf, postSignBrandOf, type FinalCopyNotice } from '@quire/domain';
import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
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

/** The thank-you page's sentence about the signed copy (the domain's finalCopyNoticeText, translated). */
const copyNoticeText = (t: TFunction, { channel, to, complete }: FinalCopyNotice): string => {
  if (channel === 'none')
    return complete ? t('postSign.copy.noneComplete') : t('postSign.copy.nonePending');
  if (channel === 'email')
    return complete
      ? t('postSign.copy.emailComplete', { to })
      : t('postSign.copy.emailPending', { to });
  const by = t(`postSign.copy.${channel}`);
  return complete
    ? t('postSign.copy.linkComplete', { by, to })
    : t('postSign.copy.linkPending', { by, to });
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
  const { t } = useTranslation();
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
    ? t('postSign.rejected')
    : later
      ? t('postSign.later')
      : t('postSign.thanks');
  const text = rejected
    ? t('postSign.rejectedText')
    : later
      ? t('postSign.laterText')
      : notice
        ? copyNoticeText(t, notice)
        : t('postSign.recorded');
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
              <Trans
                i18nKey="postSign.hasAccount"
                components={{ login: <Anchor component={Link} to="/login" /> }}
              />
            </Text>
          )}
          {goesOn && (
            <>
              <Button component={Link} to={onward} {...brandButtonProps(branding)}>
                {t('postSign.back')}
              </Button>
              <Text c="dimmed" size="xs">
                {t('postSign.takenBack', { seconds: THANK_YOU_MS / 1000 })}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};
