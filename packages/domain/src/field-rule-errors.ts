/** A field rule's infix form that does not parse; `position` is 0-based in the source text. */
export class FieldRuleSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'FieldRuleSyntaxError';
  }
}

/** §8: an unknown json-logic operation raises an error. */
export class UnknownJsonLogicOperationError extends Error {
  constructor(readonly operation: string) {
    super(`Unrecognized operation ${operation}`);
    this.name = 'UnknownJsonLogicOperationError';
  }
}

/** A known json-logic operation the rule panel cannot show as a condition. */
export class InexpressibleJsonLogicError extends Error {
  constructor(readonly operation: string) {
    super(`The operation '${operation}' cannot be written as a field condition`);
    this.name = 'InexpressibleJsonLogicError';
  }
}
