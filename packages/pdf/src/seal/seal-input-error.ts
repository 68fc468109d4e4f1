/** The input cannot be sealed as given: the job should fail loudly, not seal a partial document. */
export class SealInputError extends Error {
  override name = 'SealInputError';
}
