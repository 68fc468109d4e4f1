import type { ThemeColourName } from '@quire/domain';

export const THEME_COLOUR_LABELS: Record<ThemeColourName, string> = {
  email_button_colour: 'Button colour',
  email_button_text_colour: 'Button text colour',
  email_background_colour: 'Background colour',
  email_text_colour: 'Text colour',
};

export const THEME_COLOUR_HINTS: Record<ThemeColourName, string> = {
  email_button_colour: 'The “Review and sign” button and links',
  email_button_text_colour: 'The words on the button',
  email_background_colour: 'Behind the mail’s white card',
  email_text_colour: 'Headings and body text',
};
