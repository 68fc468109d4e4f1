import type { ButtonProps } from '@mantine/core';
import { DEFAULT_THEME_COLOURS, type PackBranding } from '@quire/domain';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import classes from './pack-brand.module.css';

const BrandContext = createContext<PackBranding | null>(null);

/**
 * The pack's theme (document.branding) for everything a signer or recipient sees below it, modals
 * included (they render elsewhere in the page but keep React's context).
 */
export const PackBrandProvider = ({
  branding,
  children,
}: {
  branding: PackBranding | null | undefined;
  children: ReactNode;
}) => <BrandContext.Provider value={branding ?? null}>{children}</BrandContext.Provider>;

export const usePackBrand = (): PackBranding | null => useContext(BrandContext);

/** Props of a signer's primary action in the theme's button colours (Quire's look without one). */
export const brandButtonProps = (
  branding: PackBranding | null,
): Pick<ButtonProps, 'color' | 'className'> & { style?: CSSProperties } => {
  if (!branding?.email_button_colour) return {};
  const text = branding.email_button_text_colour ?? DEFAULT_THEME_COLOURS.email_button_text_colour;
  return {
    color: branding.email_button_colour,
    className: classes.branded,
    style: { '--button-color': text } as CSSProperties,
  };
};

/** The primary-action props of the theme in context, merged with a button's own style. */
export const useBrandButton = (style?: CSSProperties) => {
  const props = brandButtonProps(usePackBrand());
  return { ...props, style: { ...props.style, ...style } };
};

/** A secondary action (a light or subtle button) tinted with the theme's button colour. */
export const useBrandAccent = (): Pick<ButtonProps, 'color' | 'className'> => {
  const branding = usePackBrand();
  return branding?.email_button_colour
    ? { color: branding.email_button_colour, className: classes.branded }
    : {};
};

/** The theme's page heading image, sized for a header bar; alt text names whose it is. */
export const BrandHeadingImage = ({ branding }: { branding: PackBranding }) =>
  branding.page_heading_image_url ? (
    <img
      src={branding.page_heading_image_url}
      alt={branding.name}
      className={classes.headingImage}
    />
  ) : null;
