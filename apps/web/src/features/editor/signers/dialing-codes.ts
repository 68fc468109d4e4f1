import metadata from 'libphonenumber-js/metadata.min.json';

/** One choice of the dialing-code select: '+27', shown with the countries that use it. */
export type DialingCodeOption = {
  value: string;
  /** '+27 South Africa': the code's main country. */
  label: string;
  /** Every country sharing the code, for searching ('canada' finds +1). */
  search: string;
};

const regionName = (() => {
  try {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return (region: string) => names.of(region) ?? region;
  } catch {
    return (region: string) => region;
  }
})();

let cached: DialingCodeOption[] | null = null;

/** Every country calling code libphonenumber knows, in numeric order (built once). */
export const dialingCodeOptions = (): DialingCodeOption[] => {
  if (cached) return cached;
  const byCode = metadata.country_calling_codes as Record<string, string[]>;
  cached = Object.entries(byCode)
    .filter(([, regions]) => regions.length > 0 && regions[0] !== '001')
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, regions]) => {
      const names = regions.filter((r) => r !== '001').map(regionName);
      return {
        value: `+${code}`,
        label: `+${code} ${names[0]}`,
        search: `+${code} ${code} ${names.join(' ')} ${regions.join(' ')}`.toLowerCase(),
      };
    });
  return cached;
};

/** The local part of an E.164 number, for showing it beside its dialing code. */
export const localPart = (e164: string | null, dialingCode: string | null): string => {
  if (!e164) return '';
  return dialingCode && e164.startsWith(dialingCode) ? e164.slice(dialingCode.length) : e164;
};
