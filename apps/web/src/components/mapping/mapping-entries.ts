import type { MappedValue } from '@quire/domain';

/** A mapped signer or copy recipient: what fills each of its parts. */
export type MappedPerson = { name?: MappedValue; email?: MappedValue; mobile_number?: MappedValue };

/** A record with the entry put in, or left out when cleared. */
export const withEntry = <T>(record: Record<string, T>, key: string, value: T | undefined) => {
  const next = { ...record };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
};

/** The people of a mapping (by role or uuid) with one part of one person put in or cleared. */
export const withPersonPart = (
  people: Record<string, MappedPerson>,
  key: string,
  part: keyof MappedPerson,
  value: MappedValue | undefined,
) =>
  withEntry(people, key, withEntry<MappedValue>({ ...people[key] }, part, value) as MappedPerson);
