import { describe, expect, it } from 'vitest';
import { postSignBrandOf, postSignBrandParams, type PackBranding } from './pack-branding.ts';

const acme: PackBranding = {
  key: 'theme-1',
  name: 'Acme Lettings',
  email_button_colour: '#c2185b',
  email_button_text_colour: '#fffaf0',
  email_background_colour: '#eef2f7',
  email_text_colour: '#102a43',
  page_heading_image_url: '/app/serve_image/img_1-A',
};

describe('the theme a #post_sign query carries', () => {
  it('reads back what /post_sign_logout wrote: name, page image and button colours', () => {
    const params = new URLSearchParams(postSignBrandParams(acme));
    expect(postSignBrandOf(params)).toEqual({
      ...acme,
      key: '',
      email_background_colour: null,
      email_text_colour: null,
    });
    expect(postSignBrandParams(null)).toEqual([]);
    expect(postSignBrandOf(new URLSearchParams())).toBeNull();
  });

  it('leaves out an image Quire does not serve and colours that are not #rrggbb', () => {
    const forged = new URLSearchParams({
      brand_name: 'Your bank',
      brand_image: 'https://evil.example/logo.png',
      brand_button: 'red;background:url(x)',
    });
    expect(postSignBrandOf(forged)).toBeNull();
    const half = new URLSearchParams({
      brand_image: '/app/serve_image/../user',
      brand_button: '#00ff00',
      brand_button_text: 'white',
    });
    expect(postSignBrandOf(half)).toMatchObject({
      page_heading_image_url: null,
      email_button_colour: '#00ff00',
      email_button_text_colour: null,
    });
  });
});
