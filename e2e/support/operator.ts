/** The operator address the journeys' server is started with (QUIRE_OPERATORS). */
export const E2E_OPERATOR = 'operator@example.com';
