import { consoleMoney, type HandlerResult } from '@fox/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../../platform/http/app-error.js';
import type { ContractRouter } from '../../../platform/http/contract-routes.js';
import { langOf, translate, type Lang } from '../../../platform/http/messages.js';
import type { Checkout } from '../checkout.js';
import { orderByNo, type OrderRow } from '../orders.js';
import type { PaymentsTables } from '../tables.js';
import { planRefund, planText } from '../refunds/refund-plan.js';
import { refundByNo, refundsOfOrders } from '../refunds/refund-rows.js';
import { reconcileRefund } from '../refunds/refund-sweep.js';
import { requestRefund } from '../refunds/request-refund.js';
import { transferPage, ledgerOf, userByAccount } from './money-ledger.js';
import { orderPage, presentMoneyOrders, presentRefunds } from './money-orders.js';

type Db = Kysely<PaymentsTables>;
type RefundPlanOut = HandlerResult<typeof consoleMoney.order>['refundPlan'];

/** What refunding the order now would do, or why it cannot be refunded, for the operator to decide on. */
async function refundPlanOf(db: Db, order: OrderRow, provider: string, lang: Lang): Promise<RefundPlanOut> {
  try {
    const plan = await planRefund(db, order, provider);
    return {
      refundable: true,
      message: planText(plan, lang),
      amount: plan.amountCents / 100,
      coin: plan.kind === 'topUp' ? plan.coinCents / 100 : null,
      spentCoin: plan.kind === 'topUp' ? plan.spentCoinCents / 100 : null,
      episodes: plan.kind === 'episodes' ? plan.episodes.map((episode) => episode.episodeNumber) : [],
      lastWatched: plan.kind === 'episodes' ? plan.lastWatched : null,
    };
  } catch (error) {
    if (!(error instanceof AppError) || !error.messageKey) throw error;
    return {
      refundable: false,
      message: translate(error.messageKey, lang, error.params),
      amount: 0,
      coin: null,
      spentCoin: null,
      episodes: [],
      lastWatched: null,
    };
  }
}

async function orderDetail(checkout: Checkout, orderNo: string, lang: Lang) {
  const { db } = checkout;
  const found = await orderByNo(db, orderNo);
  if (!found) throw new AppError(404, 'payments.orderMissing');
  const id = Number(found.id);
  // A refund still processing is asked about first, as 'payment finished' asks about a payment.
  for (const refund of (await refundsOfOrders(db, [id])).get(id) ?? []) {
    await reconcileRefund(checkout, refund, false);
  }
  const order = (await orderByNo(db, orderNo))!;
  const refunds = (await refundsOfOrders(db, [id])).get(id) ?? [];
  return {
    order: (await presentMoneyOrders(db, [order]))[0]!,
    refunds: await presentRefunds(db, refunds, lang),
    refundPlan: await refundPlanOf(db, order, checkout.provider.name, lang),
  };
}

/** The back office's money pages (财务): orders, ledgers and refunds, for the finance role. */
export function installMoneyConsole(router: ContractRouter, checkout: Checkout): void {
  const { db } = checkout;

  router.handle(consoleMoney.orders, ({ query }) => orderPage(db, query));

  router.handle(consoleMoney.order, ({ query, request }) =>
    orderDetail(checkout, query.orderNo, langOf(request.headers.lang)),
  );

  router.handle(
    consoleMoney.refundOrder,
    async ({ user, body, request }) => {
      const lang = langOf(request.headers.lang);
      const done = await requestRefund(checkout, {
        operatorId: user.id,
        orderNo: body.orderNo,
        reason: body.reason,
        origin: `${request.protocol}://${request.host}`,
        lang,
      });
      const order = (await orderByNo(db, done.orderNo))!;
      const refund = (await refundByNo(db, done.refundNo))!;
      return {
        order: (await presentMoneyOrders(db, [order]))[0]!,
        refund: (await presentRefunds(db, [refund], lang))[0]!,
        message: done.message,
      };
    },
    { msg: (result: { message: string }) => result.message },
  );

  router.handle(consoleMoney.findUser, ({ query }) => userByAccount(db, query.account));

  router.handle(consoleMoney.ledger, ({ query }) => ledgerOf(db, query.userId));

  router.handle(consoleMoney.transfers, ({ query, request }) =>
    transferPage(db, query, langOf(request.headers.lang)),
  );
}
