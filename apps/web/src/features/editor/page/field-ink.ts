/** The colour as rgba with the alpha given ("#1D4898", 0.12 → "rgba(29, 72, 152, 0.12)"). */
export const tint = (hex: string, alpha: number): string => {
  const [r, g, b] = channels(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

/**
 * A pale, nearly opaque wash of the colour (`strength` of it over white): the page's own text
 * under a field shows faintly, and never fights with the field's label.
 */
export const wash = (hex: string, strength: number, alpha: number): string => {
  const [r, g, b] = channels(hex).map((c) => Math.round(c * strength + 255 * (1 - strength)));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

const channels = (hex: string): [number, number, number] => {
  const full =
    hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex.slice(0, 7);
  const n = Number.parseInt(full.slice(1), 16);
  return Number.isNaN(n) ? [128, 128, 128] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const luminance = ([r, g, b]: [number, number, number]): number => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG contrast of a colour against white. */
export const contrastOnWhite = (hex: string): number => 1.05 / (luminance(channels(hex)) + 0.05);

/** Text contrast for small labels (WCAG AA, normal text). */
const READABLE = 4.5;

/**
 * The signer's colour darkened just enough for a small label to read on the field's pale tint
 * of it: a light signer colour (pink, gold, yellow highlight) still names its field legibly.
 */
export const ink = (hex: string): string => {
  let [r, g, b] = channels(hex);
  for (let i = 0; i < 20 && 1.05 / (luminance([r, g, b]) + 0.05) < READABLE; i += 1) {
    r = Math.round(r * 0.88);
    g = Math.round(g * 0.88);
    b = Math.round(b * 0.88);
  }
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
};
