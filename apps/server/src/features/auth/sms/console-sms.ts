import type { SmsMessage, SmsProvider, SmsPurpose } from './sms-provider.js';

/** The part of a pino logger the console sink writes to. */
export interface SmsLogger {
  info(obj: object, msg: string): void;
}

export interface SentCode {
  code: string;
  purpose: SmsPurpose;
  sentAt: Date;
}

interface StoredCode extends SentCode {
  /** Orders two sends within the same millisecond. */
  seq: number;
}

const PURPOSES: readonly SmsPurpose[] = ['login', 'resetPwd'];

/**
 * The development sink: each code goes to the log, in full, as a line a developer can read, and the
 * latest code per phone and purpose stays in memory for the development endpoint and end-to-end tests.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  // A Map iterates in insertion order; re-inserting on every send keeps the oldest entry first to evict.
  private readonly codes = new Map<string, StoredCode>();
  private seq = 0;

  constructor(
    private readonly logger: SmsLogger,
    private readonly capacity = 10_000,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('capacity must be a positive integer');
  }

  async send({ phone, code, purpose }: SmsMessage): Promise<void> {
    const key = keyOf(phone, purpose);
    this.codes.delete(key);
    this.codes.set(key, { code, purpose, sentAt: new Date(), seq: ++this.seq });
    while (this.codes.size > this.capacity) {
      const oldest = this.codes.keys().next();
      if (oldest.done) break;
      this.codes.delete(oldest.value);
    }
    this.logger.info({ sms: { phone, purpose, code } }, `SMS code ${code} for ${phone} (${purpose})`);
  }

  /** The latest code sent to a phone for a purpose, or for any purpose when none is given. */
  latest(phone: string, purpose?: SmsPurpose): SentCode | undefined {
    const candidates = (purpose ? [purpose] : PURPOSES)
      .map((p) => this.codes.get(keyOf(phone, p)))
      .filter((entry): entry is StoredCode => entry !== undefined);
    if (candidates.length === 0) return undefined;
    const newest = candidates.reduce((a, b) => (b.seq > a.seq ? b : a));
    return { code: newest.code, purpose: newest.purpose, sentAt: newest.sentAt };
  }
}

function keyOf(phone: string, purpose: SmsPurpose): string {
  return `${purpose}\u0000${phone}`;
}
