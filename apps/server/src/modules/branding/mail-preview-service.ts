import { createElement } from 'react';
import { render } from '@react-email/render';
import { DEFAULT_THEME_COLOURS } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { SignatureRequestMail } from '../mail/templates/signature-request-mail.tsx';
import { findBrandingBlob } from './branding-image-service.ts';
import { themeImagePath } from './theme-resolver.ts';

export type SignatureRequestPreviewQuery = {
  to_name?: string | undefined;
  from_name?: string | undefined;
  button_colour?: string | undefined;
  button_text_colour?: string | undefined;
  background_colour?: string | undefined;
  text_colour?: string | undefined;
  header_image_url?: string | undefined;
};

export const PREVIEW_DOCUMENT_NAME = 'Example agreement';
export const PREVIEW_SIGNING_URL = 'https://example.com/sign';

const SERVE_IMAGE = /^\/app\/serve_image\/([A-Za-z0-9_-]{1,100})$/;

/**
 * The theme image a preview may show: only this instance's /app/serve_image/{key} of an uploaded
 * theme image (relative, or absolute on PUBLIC_URL). Anything else is ignored, so the preview
 * never points a browser, let alone the server, at an address someone typed.
 */
const ownThemeImage = async (ctx: AppContext, value: string | undefined) => {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, ctx.config.publicUrl);
  } catch {
    return null;
  }
  const relative = value.startsWith('/') && !value.startsWith('//');
  if (!relative && url.origin !== new URL(ctx.config.publicUrl).origin) return null;
  if (url.search || url.hash) return null;
  const fileKey = SERVE_IMAGE.exec(url.pathname)?.[1];
  if (!fileKey) return null;
  if (!(await findBrandingBlob(ctx, fileKey))) return null;
  // Relative: the preview is framed by the app, on this same origin.
  return themeImagePath(fileKey);
};

/** GET /test/mail/signature_request: the real signature-request mail in the given colours. */
export const renderSignatureRequestPreview = async (
  ctx: AppContext,
  query: SignatureRequestPreviewQuery,
): Promise<string> =>
  render(
    createElement(SignatureRequestMail, {
      signerName: query.to_name?.trim() || 'Alex Signer',
      senderName: query.from_name?.trim() || 'Quire',
      documentName: PREVIEW_DOCUMENT_NAME,
      message: null,
      signingUrl: PREVIEW_SIGNING_URL,
      theme: {
        buttonColour: query.button_colour ?? DEFAULT_THEME_COLOURS.email_button_colour,
        buttonTextColour:
          query.button_text_colour ?? DEFAULT_THEME_COLOURS.email_button_text_colour,
        backgroundColour: query.background_colour ?? DEFAULT_THEME_COLOURS.email_background_colour,
        textColour: query.text_colour ?? DEFAULT_THEME_COLOURS.email_text_colour,
        headingImageUrl: await ownThemeImage(ctx, query.header_image_url),
      },
    }),
  );
