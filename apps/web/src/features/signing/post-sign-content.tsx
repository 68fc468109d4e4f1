import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockPause, IconX } from '@tabler/icons-react';
import { THANK_YOU_MS, embedOutcomeOf, postSignBrandOf, type FinalCopyNotice } from '@quire/domain';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { KeepTogether } from '../../components/keep-together.tsx';
import {
  BrandHeadingImage,
  PackBrandProvider,
  brandButtonProps,
} from '../../components/pack-brand.tsx';
import { postToParent } from '../../app/embed/embed-parent.ts';
import { KeepAccessOffer } from './keep-access-offer.tsx';
import { useCountdown } from './use-countdown.ts';

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

/** Where an account holder goes on to after the thank-you: the pack they signed, or the list. */
export const postSignOnwardOf = (params: URLSearchParams): string => {
  const documentKey = params.get('document_key');
  return documentKey ? `/documents/${documentKey}` : '/documents';
};

/** The outcome's heading, which also names the modal that shows it. */
export const postSignHeadingOf = (t: TFunction, params: URLSearchParams): string =>
  params.get('is_rejected') === 'true'
    ? t('postSign.rejected')
    : params.get('sign_later') === 'true'
      ? t('postSign.later')
      : t('postSign.thanks');

/** The sentence about the signed copy, from what the server will do (finalCopyNoticeOf). */
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
 * The §2 #post_sign outcome, shown both as the page a signer without a login lands on and as
 * the modal over the list an account holder gets: what happened (signed, rejected, saved for
 * later), how the signed copy arrives, and for an account holder (`goesOn`) the §9 thank-you
 * timer that takes them on to the document. A signer without an account may be offered a
 * password of their own (password_offer, ADR 0032), or told to log in (has_account).
 */
export const PostSignContent = ({
  params,
  goesOn,
}: {
  params: URLSearchParams;
  goesOn: boolean;
}) => {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const rejected = params.get('is_rejected') === 'true';
  const later = params.get('sign_later') === 'true';
  const documentKey = params.get('document_key');
  const notice = rejected || later ? null : noticeOf(params);
  const onward = postSignOnwardOf(params);
  const branding = postSignBrandOf(params);
  const finished = !rejected && !later && !goesOn;
  const offer = finished && params.get('password_offer') === 'true';
  const hasAccount = finished && params.get('has_account') === 'true';
  const secondsLeft = useCountdown(THANK_YOU_MS / 1000, onward);
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
  const heading = postSignHeadingOf(t, params);
  const text = rejected
    ? t('postSign.rejectedText')
    : later
      ? t('postSign.laterText')
      : notice
        ? copyNoticeText(t, notice)
        : t('postSign.recorded');
  const icon = rejected ? (
    <IconX size={44} color="var(--mantine-color-red-7)" aria-hidden="true" />
  ) : later ? (
    <IconClockPause size={44} aria-hidden="true" />
  ) : (
    <IconCircleCheck size={44} color="var(--mantine-color-green-7)" aria-hidden="true" />
  );
  return (
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
          <Text c="dimmed" size="xs" aria-live="off">
            {t('postSign.takenBack', { seconds: secondsLeft })}
          </Text>
        </>
      )}
    </Stack>
  );
};
