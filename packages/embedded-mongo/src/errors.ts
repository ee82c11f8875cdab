/** mongod-shaped command errors. */
export const CODE_NAMES: Record<number, string> = {
  1: 'InternalError',
  2: 'BadValue',
  9: 'FailedToParse',
  13: 'Unauthorized',
  14: 'TypeMismatch',
  20: 'IllegalOperation',
  22: 'InvalidBSON',
  26: 'NamespaceNotFound',
  27: 'IndexNotFound',
  28: 'PathNotViable',
  40: 'ConflictingUpdateOperators',
  43: 'CursorNotFound',
  47: 'NoMatchingDocument',
  48: 'NamespaceExists',
  52: 'DollarPrefixedFieldName',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  67: 'CannotCreateIndex',
  72: 'InvalidOptions',
  73: 'InvalidNamespace',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  112: 'WriteConflict',
  115: 'CommandNotSupported',
  197: 'InvalidIndexSpecificationOption',
  225: 'TransactionTooOld',
  238: 'NotImplemented',
  251: 'NoSuchTransaction',
  256: 'TransactionCommitted',
  260: 'InvalidResumeToken',
  263: 'OperationNotSupportedInTransaction',
  280: 'ChangeStreamFatalError',
  286: 'ChangeStreamHistoryLost',
  291: 'NoQueryExecutionPlans',
  10334: 'BSONObjectTooLarge',
  11000: 'DuplicateKey',
  17419: 'Location17419',
  40324: 'Location40324',
  40415: 'Location40415',
};

export class MongoCommandError extends Error {
  code: number;
  extra: Record<string, unknown>;
  constructor(code: number, errmsg: string, extra: Record<string, unknown> = {}) {
    super(errmsg);
    this.code = code;
    this.extra = extra;
  }
  get codeName(): string {
    return CODE_NAMES[this.code] ?? `Location${this.code}`;
  }
  /** The body of a failed command reply. */
  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
  /** A writeErrors[] entry. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

export const err = (code: number, msg: string, extra?: Record<string, unknown>) => new MongoCommandError(code, msg, extra);

/** Converts anything thrown (mingo errors, bson errors, bugs) into a command error. */
export function toCommandError(e: unknown): MongoCommandError {
  if (e instanceof MongoCommandError) return e;
  const msg = e instanceof Error ? e.message : String(e);
  if (/unknown pipeline operator|unrecognized pipeline stage/i.test(msg)) return err(40324, `Unrecognized pipeline stage name: ${msg}`);
  const op = /^unknown query operator (\$\w+)/.exec(msg);
  if (op) return err(2, `unknown operator: ${op[1]}`);
  if (e instanceof Error && (e.name === 'MingoError' || /mingo|operator/i.test(msg))) return err(2, msg);
  if (e instanceof Error && e.name && /BSON/.test(e.name)) return err(22, msg);
  return err(1, msg);
}
