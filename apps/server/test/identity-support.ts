import { expect } from 'vitest';
import { bearer, type SessionUserForTest } from './auth-helpers.js';
import type { TestResponse, TestServer } from './harness.js';

export const ACCOUNT = '/pay/account/account';
export const PERSON_AUTH = '/pay/account/personal/auth';
export const BANK = '/pay/account/bank/bank';
export const BANK_SAVE = '/pay/account/bank/save';
export const BANK_BIN = '/pay/account/bank/bin';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** An 18-character ID number: the 17 digits given and their GB 11643 check character. */
export function idWithCheck(first17: string): string {
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i]!, 0);
  return first17 + '10X98765432'[sum % 11];
}

/** A card number: the digits given and their Luhn check digit. */
export function cardWithCheck(body: string): string {
  for (let check = 0; check <= 9; check += 1) {
    const digits = `${body}${check}`;
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

/**
 * Every answer a test received, so that it can check afterwards that no full ID or card number was ever in
 * one, whoever asked.
 */
export class AnswerLog {
  readonly answers: Array<{ what: string; body: unknown }> = [];

  constructor(private readonly server: TestServer) {}

  async get(path: string, user: SessionUserForTest, headers: Record<string, string> = {}) {
    return this.keep(`GET ${path}`, await this.server.get(path, { ...bearer(user.token), ...headers }));
  }

  async post(path: string, body: unknown, user: SessionUserForTest, headers: Record<string, string> = {}) {
    return this.keep(
      `POST ${path}`,
      await this.server.post(path, body, { ...bearer(user.token), ...headers }),
    );
  }

  private keep(what: string, answer: TestResponse): TestResponse {
    this.answers.push({ what, body: answer.body });
    return answer;
  }

  /** Fails naming the answer that holds any of the secrets. */
  expectNoneHolds(secrets: string[]) {
    expect(this.answers.length).toBeGreaterThan(10);
    for (const { what, body } of this.answers) {
      const text = JSON.stringify(body);
      for (const secret of secrets) expect(text.includes(secret), `${what} holds ${secret}`).toBe(false);
    }
  }
}
