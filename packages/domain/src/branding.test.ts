import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_COLOURS,
  saveBrandingThemeSchema,
  signatureRequestPreviewQuery,
} from './branding.ts';

const parse = (data: unknown) => saveBrandingThemeSchema.safeParse({ data });

describe('saveBrandingThemeSchema', () => {
  it('normalises colours and names, keeps nulls (reset) and drops unknown fields', () => {
    const parsed = parse({
      name: '  House style ',
      email_button_colour: '#ABC',
      email_text_colour: null,
      key: 'ignored',
    });
    expect(parsed.success && parsed.data.data).toEqual({
      name: 'House style',
      email_button_colour: '#aabbcc',
      email_text_colour: null,
    });
  });

  it('refuses what is not a colour, an empty name and a non-boolean default', () => {
    for (const data of [
      { email_background_colour: 'red' },
      { email_button_text_colour: '#ggg' },
      { email_text_colour: '#12345' },
      { name: ' ' },
      { default_theme: 'true' },
      { email_heading_image_file_key: '' },
    ])
      expect(parse(data).success, JSON.stringify(data)).toBe(false);
  });
});

describe('signatureRequestPreviewQuery', () => {
  it("fills unset colours with Quire's and adds the heading image only when there is one", () => {
    const query = new URLSearchParams(
      signatureRequestPreviewQuery(
        {
          email_button_colour: '#c2185b',
          email_button_text_colour: null,
          email_background_colour: null,
          email_text_colour: null,
          email_heading_image_url: null,
        },
        { to_name: 'Sam', from_name: 'Acme' },
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      to_name: 'Sam',
      from_name: 'Acme',
      button_colour: '#c2185b',
      button_text_colour: DEFAULT_THEME_COLOURS.email_button_text_colour,
      background_colour: DEFAULT_THEME_COLOURS.email_background_colour,
      text_colour: DEFAULT_THEME_COLOURS.email_text_colour,
    });
    const withImage = signatureRequestPreviewQuery(
      {
        email_button_colour: null,
        email_button_text_colour: null,
        email_background_colour: null,
        email_text_colour: null,
        email_heading_image_url: '/app/serve_image/k',
      },
      { to_name: 'Sam', from_name: 'Acme' },
    );
    expect(new URLSearchParams(withImage).get('header_image_url')).toBe('/app/serve_image/k');
  });
});
