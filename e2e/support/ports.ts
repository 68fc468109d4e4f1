/**
 * Ports for the servers a journey starts itself (another release, a Sentry-connected instance,
 * a partner's page that embeds Quire).
 * The config's servers hold E2E_PORT and the few above it; each Playwright worker gets its own
 * port here, so two workers running such journeys at once never meet on one.
 */
export const journeyServerPort = () =>
  Number(process.env.E2E_PORT ?? 3199) + 20 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
