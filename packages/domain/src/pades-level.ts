/**
 * PAdES baseline levels (ETSI EN 319 142-1) a final can be sealed at, lowest first: B-B a CAdES
 * signature; B-T with a signature time-stamp; B-LT with the validation material (certificates,
 * OCSP responses or CRLs) in a DSS; B-LTA with a document time-stamp over all of it.
 */
export const PADES_LEVELS = ['B-B', 'B-T', 'B-LT', 'B-LTA'] as const;
export type PadesLevel = (typeof PADES_LEVELS)[number];

export const isPadesLevel = (value: string): value is PadesLevel =>
  (PADES_LEVELS as readonly string[]).includes(value);

/** Whether `level` is at least `floor`. */
export const padesAtLeast = (level: PadesLevel, floor: PadesLevel): boolean =>
  PADES_LEVELS.indexOf(level) >= PADES_LEVELS.indexOf(floor);

/** PADES_LEVEL unset: B-T when a time-stamping authority is configured, else B-B (as before). */
export const defaultPadesLevel = (hasTsa: boolean): PadesLevel => (hasTsa ? 'B-T' : 'B-B');

/**
 * Why PADES_LEVEL and TSA_URL do not go together, or null: every level above B-B needs a
 * time-stamp, and B-B with a TSA_URL would leave that setting unused.
 */
export const padesLevelProblem = (level: PadesLevel, hasTsa: boolean): string | null => {
  if (level === 'B-B' && hasTsa)
    return 'B-B seals without a time-stamp: unset TSA_URL or choose B-T';
  if (level !== 'B-B' && !hasTsa) return `${level} needs a time-stamping authority: set TSA_URL`;
  return null;
};

/** The audit record's reason when a final is kept below the configured level. */
export const padesShortfallReason = (wanted: PadesLevel, reached: PadesLevel, cause: string) =>
  `The seal was kept at PAdES ${reached} instead of ${wanted}: ${cause}`;

/**
 * What the audit timeline adds under a seal record: the PAdES level a final reached ('sealed'),
 * or why it was kept below PADES_LEVEL ('seal_level_reduced'); null for other records.
 */
export const sealLevelNote = (record: {
  event: string;
  details: Readonly<Record<string, unknown>>;
}): string | null => {
  const { pades_level: level, reason } = record.details;
  if (record.event === 'seal_level_reduced' && typeof reason === 'string') return reason;
  if (record.event === 'sealed' && typeof level === 'string' && isPadesLevel(level))
    return `PAdES ${level}`;
  return null;
};
