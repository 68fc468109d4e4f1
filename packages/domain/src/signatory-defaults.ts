/**
 * §9 default names and colours of signers and signer groups. Numbers are 1-based as people count
 * them ('signer-1' is the first signer); colours follow the 0-based position on the list.
 */

export const defaultSignerRole = (n: number): string => `signer-${n}`;

export const defaultGroupName = (n: number): string => `Signer group ${n}`;

/** The first 'signer-{n}' (n from `from`) that no existing role uses, compared case-insensitively. */
export const nextDefaultSignerRole = (existingRoles: readonly string[], from = 1): string =>
  firstFree(existingRoles, defaultSignerRole, from);

/** The first 'Signer group {n}' (n from `from`) that no existing group uses. */
export const nextDefaultGroupName = (existingNames: readonly string[], from = 1): string =>
  firstFree(existingNames, defaultGroupName, from);

const firstFree = (taken: readonly string[], make: (n: number) => string, from: number): string => {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  let n = Math.max(1, Math.floor(from));
  while (used.has(make(n).toLowerCase())) n += 1;
  return make(n);
};

/**
 * Signer colours (§9). Chosen to be told apart by people with the common colour-vision
 * deficiencies (Okabe–Ito based, darkened where needed) and to reach 3:1 contrast against white,
 * since the editor draws them as field borders and chips on white pages.
 */
export const SIGNATORY_PALETTE = [
  // Own fields are #1D4898 (§9), so the first signers get colours far from that blue.
  '#D55E00', // vermilion
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#0072B2', // blue
  '#B8860B', // dark goldenrod
  '#C2185B', // crimson
  '#7B3294', // purple
  '#A6761D', // brown
  '#E7298A', // magenta
  '#6B8E23', // olive
] as const;

/** §9 grey fallback for signers beyond the palette (and positions that make no sense). */
export const SIGNATORY_FALLBACK_COLOUR = '#808080';

export const signatoryColour = (position: number): string =>
  Number.isInteger(position) && position >= 0 && position < SIGNATORY_PALETTE.length
    ? SIGNATORY_PALETTE[position]!
    : SIGNATORY_FALLBACK_COLOUR;
