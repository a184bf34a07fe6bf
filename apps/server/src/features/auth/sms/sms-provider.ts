/** What an SMS code is for; each purpose has its own codes. */
export type SmsPurpose = 'login' | 'resetPwd';

export interface SmsMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
}

/** Sends verification codes. Built in: the console sink; real: a vendor's SMS HTTP API. */
export interface SmsProvider {
  readonly name: string;
  /** Resolves when the vendor accepted the message; rejects with a readable error otherwise. */
  send(message: SmsMessage): Promise<void>;
}
