import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberWithError,
  ParseError,
} from 'libphonenumber-js';
import { SIGNATORY_MESSAGES } from './signatory-messages.ts';

/**
 * §5 Contacts and numbers: numbers are stored in E.164 and typed by people in their local form.
 *
 * DEFAULT_DIALING_CODE is '+1' (North American Numbering Plan) only because a self-hosted
 * install has to start somewhere and NANP is the largest single plan; nothing in the product
 * depends on it. It is the last fallback: the server prefers the user's own `dialing_code`, then
 * the deployment's DEFAULT_DIALING_CODE setting, and only then this constant.
 */
export const DEFAULT_DIALING_CODE = '+1';

/** '+' and 1–3 digits, no leading zero (ITU-T E.164 country calling codes). */
export const DIALING_CODE_PATTERN = /^\+[1-9]\d{0,2}$/;

export const isDialingCode = (value: string): boolean => DIALING_CODE_PATTERN.test(value);

export type NormalisedPhoneNumber = { e164: string; dialing_code: string };
export type PhoneNumberResult = NormalisedPhoneNumber | { error: string };

/**
 * Reads a number as a person types it ('082 555 1234', '+27 82 555 1234', '0027825551234') and
 * answers it in E.164 with its country's dialing code. A leading 0 (a trunk prefix) is replaced by
 * the default dialing code; a number without a country code is read in the default one.
 */
export const normalisePhoneNumber = (
  raw: string,
  defaultDialingCode: string = DEFAULT_DIALING_CODE,
): PhoneNumberResult => {
  const code = isDialingCode(defaultDialingCode) ? defaultDialingCode : DEFAULT_DIALING_CODE;
  const compact = raw.trim().replace(/[\s().\-/]/g, '');
  if (!/^\+?\d{3,17}$/.test(compact)) return { error: SIGNATORY_MESSAGES.mobileInvalid };
  const international = compact.startsWith('+')
    ? compact
    : compact.startsWith('00')
      ? `+${compact.slice(2)}`
      : compact.startsWith('0')
        ? `${code}${compact.slice(1)}`
        : `${code}${compact}`;
  try {
    const parsed = parsePhoneNumberWithError(international);
    if (!parsed.isValid()) return { error: SIGNATORY_MESSAGES.mobileInvalid };
    return { e164: parsed.number, dialing_code: `+${parsed.countryCallingCode}` };
  } catch (error) {
    if (error instanceof ParseError) return { error: SIGNATORY_MESSAGES.mobileInvalid };
    throw error;
  }
};

export const isPhoneNumberError = (result: PhoneNumberResult): result is { error: string } =>
  'error' in result;

export type DialingCodeOption = { value: string; label: string; dialing_code: string };

/**
 * One option per country ('South Africa (+27)', value 'ZA'), sorted by name, for the profile's
 * dialing-code picker. `regionName` turns an ISO region into a name (Intl.DisplayNames).
 */
export const dialingCodeOptions = (regionName: (region: string) => string): DialingCodeOption[] =>
  getCountries()
    .map((country) => {
      const dialing_code = `+${getCountryCallingCode(country)}`;
      return { value: country, label: `${regionName(country)} (${dialing_code})`, dialing_code };
    })
    .sort((a, b) => a.label.localeCompare(b.label));

/** Where a code is shared, the country most numbers with it belong to. */
const MAIN_REGION: Record<string, string> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+61': 'AU' };

/**
 * The country to show for a saved number and dialing code: the number's own country when it has
 * one (+1 403… is Canada), else the main country of the dialing code.
 */
export const regionFor = (e164: string | null, dialingCode: string | null): string | null => {
  if (e164) {
    try {
      const country = parsePhoneNumberWithError(e164).country;
      if (country) return country;
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
    }
  }
  if (!dialingCode) return null;
  if (MAIN_REGION[dialingCode]) return MAIN_REGION[dialingCode];
  return getCountries().find((c) => `+${getCountryCallingCode(c)}` === dialingCode) ?? null;
};

/** An E.164 number as people read it ('+27 82 555 1234'); what cannot be read is shown as is. */
export const formatPhoneNumber = (e164: string): string => {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch (error) {
    if (error instanceof ParseError) return e164;
    throw error;
  }
};
