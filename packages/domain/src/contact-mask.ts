import { parsePhoneNumberWithError } from 'libphonenumber-js';

/**
 * How Quire shows a person's address or number where others may see it (code dialogs, the
 * audit trail, the thank-you page): enough to recognise one's own, not enough to spell it.
 */

/** 's•••@example.com'. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
};

/** '+27 ••• ••34': the country code and the last two digits of an E.164 number. */
export const maskMobile = (e164: string): string => {
  let country = '+';
  try {
    country = `+${parsePhoneNumberWithError(e164).countryCallingCode}`;
  } catch {
    // An unparsable number still shows its last digits only.
  }
  return `${country} ••• ••${e164.slice(-2)}`;
};
