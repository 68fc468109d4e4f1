import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, DEFAULT_THEME_COLOURS, type Locale } from '@quire/domain';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { mailT } from '../i18n/mail-i18n.ts';

/** What a branding theme (spec §3) gives a mail: its colours and, when it has one, a heading image. */
export type MailTheme = {
  buttonColour: string;
  buttonTextColour: string;
  backgroundColour: string;
  textColour: string;
  /** Absolute URL of the theme's email heading image, shown instead of the Quire word mark. */
  headingImageUrl?: string | null;
  /** The theme's name: the heading image's alt text, for mail clients that block images. */
  name?: string;
};

export const DEFAULT_MAIL_THEME: MailTheme = {
  buttonColour: DEFAULT_THEME_COLOURS.email_button_colour,
  buttonTextColour: DEFAULT_THEME_COLOURS.email_button_text_colour,
  backgroundColour: DEFAULT_THEME_COLOURS.email_background_colour,
  textColour: DEFAULT_THEME_COLOURS.email_text_colour,
};

/** The one call to action of a mail, centred, in the theme's button colours. */
export const MailButton = ({
  href,
  children,
  theme = DEFAULT_MAIL_THEME,
}: {
  href: string;
  children: ReactNode;
  theme?: MailTheme;
}) => (
  <Section style={{ textAlign: 'center', margin: '24px 0' }}>
    <Button
      href={href}
      style={{
        backgroundColor: theme.buttonColour,
        color: theme.buttonTextColour,
        padding: '14px 32px',
        borderRadius: 6,
        fontSize: 16,
        fontWeight: 700,
        textDecoration: 'none',
        display: 'inline-block',
      }}
    >
      {children}
    </Button>
  </Section>
);

type MailFrameProps = {
  preview: string;
  heading: string;
  children: ReactNode;
  footer?: ReactNode;
  theme?: MailTheme;
  /** The reader's language: the frame's own words and the page's lang (ADR 0055). */
  locale?: Locale;
};

/** Every Quire mail: the brand, a heading, the body it is given and a footer, in the theme's colours. */
export const MailFrame = ({
  preview,
  heading,
  children,
  footer,
  theme = DEFAULT_MAIL_THEME,
  locale = DEFAULT_LOCALE,
}: MailFrameProps) => (
  <Html lang={locale}>
    <Head />
    <Preview>{preview}</Preview>
    <Body
      style={{
        backgroundColor: theme.backgroundColour,
        fontFamily: 'Helvetica, Arial, sans-serif',
        margin: 0,
      }}
    >
      <Container
        style={{
          maxWidth: 560,
          margin: '32px auto',
          backgroundColor: '#ffffff',
          borderRadius: 8,
          padding: 32,
        }}
      >
        {theme.headingImageUrl ? (
          <Img
            src={theme.headingImageUrl}
            alt={theme.name ?? ''}
            style={{ maxWidth: '100%', maxHeight: 120, margin: '0 auto', display: 'block' }}
          />
        ) : (
          <Text style={{ fontSize: 20, fontWeight: 700, color: theme.buttonColour, margin: 0 }}>
            Quire
          </Text>
        )}
        <Heading as="h1" style={{ fontSize: 22, color: theme.textColour, margin: '24px 0 12px' }}>
          {heading}
        </Heading>
        {children}
        <Hr style={{ borderColor: '#e4e7eb', margin: '24px 0' }} />
        <Text style={{ fontSize: 12, color: '#7b8794' }}>
          {footer ?? mailT(locale)('frame.footer')}
        </Text>
      </Container>
    </Body>
  </Html>
);

type MailLayoutProps = Omit<MailFrameProps, 'footer'> & {
  action?: { label: string; url: string };
  footer?: string;
};

/** A plain account mail: a paragraph or two and, when there is one, its button. */
export const MailLayout = ({
  children,
  action,
  theme = DEFAULT_MAIL_THEME,
  ...frame
}: MailLayoutProps) => (
  <MailFrame {...frame} theme={theme}>
    <Section style={{ color: theme.textColour, fontSize: 15, lineHeight: '24px' }}>
      {children}
    </Section>
    {action && (
      <>
        <Section style={{ margin: '24px 0' }}>
          <Button
            href={action.url}
            style={{
              backgroundColor: theme.buttonColour,
              color: theme.buttonTextColour,
              padding: '12px 20px',
              borderRadius: 6,
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            {action.label}
          </Button>
        </Section>
        <Text style={{ fontSize: 13, color: '#52606d' }}>
          {mailT(frame.locale)('frame.buttonFallback')} {action.url}
        </Text>
      </>
    )}
  </MailFrame>
);

/** A boxed block naming what a mail is about: a small capitalised label, then its lines. */
export const MailCard = ({ label, children }: { label: string; children: ReactNode }) => (
  <Section
    style={{
      border: '1px solid #e4e7eb',
      borderRadius: 8,
      padding: '12px 16px',
      margin: '8px 0 16px',
    }}
  >
    <Text style={{ fontSize: 12, color: '#7b8794', margin: 0, textTransform: 'uppercase' }}>
      {label}
    </Text>
    {children}
  </Section>
);
