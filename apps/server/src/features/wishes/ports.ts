import type { payments, wishes } from '@fox/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/tables.js';
import type { Platform } from '../../platform/platform.js';
import type { EventBus } from '../../platform/realtime/bus.js';

/**
 * The task group of a wish, as the groups feature offers it (openTaskGroup, joinTaskGroup, closeTaskGroup,
 * taskGroupIdOf). Wishes calls it inside its own transactions; the app hands the groups feature's functions
 * over in compose.ts, so this feature compiles and is tested without them.
 */
export interface TaskGroupDesk {
  openTaskGroup(
    db: Db,
    input: { taskNumber: string; title: string; publisherId: number; takerId: number; now: number },
    lines?: TaskGroupLines,
  ): Promise<number>;
  joinTaskGroup(
    db: Db,
    input: { taskNumber: string; takerId: number; now: number },
    lines?: TaskGroupLines,
  ): Promise<void>;
  closeTaskGroup(db: Db, input: { taskNumber: string; now: number }, lines?: TaskGroupLines): Promise<void>;
  /** A collector of the chat lines those calls write, delivered to the group's members after the commit. */
  newLines(): TaskGroupLines;
  /** The demo world's chat in a task group: text lines from its members, in time order. */
  talkInTaskGroup(
    db: Db,
    input: { taskNumber: string; lines: ReadonlyArray<{ senderId: number; text: string; at: number }> },
  ): Promise<void>;
  taskGroupIdOf(db: Db, taskNumber: string): Promise<number | null>;
}

/** The chat lines a task group call wrote inside a transaction, pushed to the members once it committed. */
export interface TaskGroupLines {
  deliver(db: Db, bus: EventBus | undefined): Promise<void>;
}

/**
 * The port groups declares and wishes implements (`wishPlans`): the plan (planVo) of some task groups'
 * wishes, by task number.
 */
export interface TaskPlans {
  plansOf(db: Db, taskNumbers: readonly string[]): Promise<Map<string, wishes.Plan>>;
}

/** A QR order wishes asks payments to place: the reward (201) or a deposit (202). */
export interface WishQrOrder {
  userId: number;
  paySource: number;
  amountCents: number;
  description: string;
  /** The origin the browser used (the sandbox page and notifications come back to it). */
  origin: string;
  now: number;
}

/** A refund of (part of) a paid order, held inside the caller's transaction. */
export interface WishRefund {
  orderNo: string;
  amountCents: number;
  reason: string;
  now: number;
}

/**
 * What wishes needs of the payments feature, which builds on wishes (its fulfilment funds wishes) and is
 * therefore handed over by the app: placing QR orders through the configured provider, and refunds through
 * the same provider, held in a wish's transaction and sent after it commits.
 */
export interface WishPaymentDesk {
  placeQrOrder(order: WishQrOrder): Promise<payments.Order>;
  /** The order as it stands (asked about at the provider while open), or null when unknown. */
  orderOf(orderNo: string): Promise<payments.Order | null>;
  /**
   * Claims the order for a refund and moves `amountCents` out of the account its payment went to into the
   * refund hold, in the caller's transaction. Answers the refund's number, or null when the order is already
   * being refunded or was (each order is refunded once).
   */
  holdRefund(trx: Db, refund: WishRefund): Promise<string | null>;
  /** Asks the provider for refunds held by committed transactions; failures are retried by payments' sweep. */
  submitRefunds(refundNos: readonly string[]): Promise<void>;
}

/** Built once per server from its platform (the provider is configured there). */
export type WishPayments = (platform: Platform) => WishPaymentDesk;

/**
 * The demo world's orders (payments builds on wishes, so the app hands them over): a reward or deposit paid
 * in the sandbox and fulfilled through payments, which funds the wish by the same code as a real payment;
 * `attach` names the order on the wish or the taker's order before it is fulfilled.
 */
export interface WishDemoOrders {
  pay(
    db: Db,
    input: {
      userId: number;
      paySource: number;
      amountCents: number;
      description: string;
      now: number;
      attach: (orderNo: string) => Promise<void>;
    },
  ): Promise<string>;
  holdRefund(trx: Db, refund: WishRefund): Promise<string | null>;
  /** Settles held refunds as the sandbox answers them. */
  settleRefunds(db: Db, refundNos: readonly string[], now: number): Promise<void>;
}

/** What the wishes feature is handed by the app. */
export interface WishesDeps {
  taskGroups: TaskGroupDesk;
  payments: WishPayments;
  demoOrders: WishDemoOrders;
}

/** Everything an action needs, made once when the feature is installed. */
export interface WishDesk {
  db: Db;
  bus: EventBus | undefined;
  pay: WishPaymentDesk;
  groups: TaskGroupDesk;
  /** The platform's cut of each settlement, in thousandths (WISH_PLATFORM_FEE_PERMILLE). */
  feePermille: number;
  /** How long a settlement's pay is held in the taker's pending earnings (EARNINGS_HOLD_DAYS). */
  earningsHoldMs: number;
  log: FastifyBaseLogger | undefined;
}
