import { payments, wallet } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import type { Feature } from '../../platform/feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { langOf } from '../../platform/http/messages.js';
import { dramaOnSale } from '../dramas/index.js';
import { raiseWalletNotice } from '../notices/index.js';
import { coinCentsOf, coinsOf, rechargeRate } from '../wallet/index.js';
import { confirm, placeDramaQrOrder, placeTopUpOrder, refreshQr, type Buyer } from './checkout.js';
import { createCheckout } from './checkout-setup.js';
import { unlockWithCoins } from './coin-unlock.js';
import { installMoneyConsole } from './console/money-routes.js';
import { installPayments } from './http.js';
import { paymentsMessages, paymentsText } from './messages.js';
import { coinsForEpisodesText, episodesLink } from './notice-text.js';
import { newOrderNo, ownOrder, presentOrder } from './orders.js';
import { refundMessages } from './refunds/refund-messages.js';
import { seedPayments } from './seed.js';
import { registerCheckout } from './wish-desk.js';

/**
 * The buyer as the request shows them: the origin the browser used, for addresses it must reach again
 * (the sandbox page, notifications), and the language of the texts written for them.
 */
const buyerOf = (request: FastifyRequest): Buyer => ({
  origin: `${request.protocol}://${request.host}`,
  lang: langOf(request.headers.lang),
});

/** The platform answers QR orders with `{"codeUrl": ...}` as JSON in msg (spec 002 §7). */
const codeUrlMsg = (order: payments.Order) => JSON.stringify({ codeUrl: order.codeUrl });

export const paymentsFeature: Feature = {
  name: 'payments',
  messages: { ...paymentsMessages, ...refundMessages },
  async install({ router, http, platform }) {
    const checkout = createCheckout(platform);
    registerCheckout(checkout, platform);
    await installPayments(http, checkout);
    installMoneyConsole(router, checkout);
    const { db } = checkout;

    router.handle(payments.placeOrder, async ({ user, body, request }) => {
      const whole =
        body.paySource === payments.PAY_SOURCE.dramaCoin || body.paySource === payments.PAY_SOURCE.dramaQr;
      if (body.paySource === payments.PAY_SOURCE.dramaQr) throw new AppError(400, 'payments.useOrdersAdded');
      const byCoins =
        body.paySource === payments.PAY_SOURCE.episodeCoin ||
        body.paySource === payments.PAY_SOURCE.dramaCoin;
      if (byCoins !== (body.payType === payments.PAY_TYPE.coin))
        throw new AppError(400, 'payments.payTypeMismatch');
      if (!byCoins) {
        const order = await placeDramaQrOrder(
          checkout,
          {
            userId: user.id,
            dramaId: body.masterId,
            episodeId: body.materialId,
            whole,
            payPrice: body.payPrice,
          },
          buyerOf(request),
        );
        return presentOrder(db, order);
      }
      const now = Date.now();
      const orderNo = newOrderNo(now);
      const drama = await dramaOnSale(db, body.masterId, whole ? undefined : body.materialId);
      const result = await unlockWithCoins(db, {
        userId: user.id,
        drama,
        episodeId: body.materialId,
        whole,
        payPrice: body.payPrice,
        rechargeRate: await rechargeRate(db),
        orderNo,
        paySource: body.paySource,
        terms: checkout.terms,
        now,
      });
      const balance = coinsOf(await coinCentsOf(db, user.id));
      if (result.charged && result.coinCents > 0) {
        const lang = langOf(request.headers.lang);
        const bought = { dramaId: drama.id, title: drama.title, numbers: result.episodeNumbers };
        await raiseWalletNotice(db, platform.bus, {
          userId: user.id,
          noticeType: 'paySuccess',
          amount: coinsOf(result.coinCents),
          payTypeName: paymentsText('payments.byCoins', lang),
          payDetail: paymentsText('payments.forUnlock', lang),
          title: paymentsText('payments.succeeded', lang),
          content: coinsForEpisodesText(bought, result.coinCents, lang),
          link: episodesLink(bought),
        });
      }
      return {
        masterOrderNo: result.charged ? orderNo : '',
        state: 'fulfilled' as const,
        paySource: body.paySource,
        payPrice: result.amountCents / 100,
        coin: coinsOf(result.coinCents),
        codeUrl: null,
        expireTime: null,
        unlockedEpisodes: result.episodeNumbers,
        charged: result.charged,
        virtualCoin: balance,
      };
    });

    router.handle(
      payments.ordersAdded,
      async ({ user, body, request }) => {
        const buyer = buyerOf(request);
        if (body.paySource === payments.PAY_SOURCE.topUp) {
          const order = await placeTopUpOrder(
            checkout,
            { userId: user.id, amount: body.amount, packageId: body.packageId },
            buyer,
          );
          return presentOrder(db, order);
        }
        if (body.masterId === undefined || body.materialId === undefined) {
          throw new AppError(400, 'payments.dramaRequired');
        }
        const order = await placeDramaQrOrder(
          checkout,
          {
            userId: user.id,
            dramaId: body.masterId,
            episodeId: body.materialId,
            whole: true,
            payPrice: body.payPrice,
          },
          buyer,
        );
        return presentOrder(db, order);
      },
      { msg: codeUrlMsg },
    );

    router.handle(
      payments.payment,
      async ({ user, body }) => presentOrder(db, await refreshQr(checkout, user.id, body.masterOrderNo)),
      { msg: codeUrlMsg },
    );

    router.handle(payments.confirmOrder, async ({ user, body }) =>
      presentOrder(db, await confirm(checkout, user.id, body.masterOrderNo)),
    );

    router.handle(payments.orderState, async ({ user, query }) =>
      presentOrder(db, await ownOrder(db, user.id, query.masterOrderNo)),
    );

    router.handle(wallet.rechargeVirtual, async ({ user, body }) => {
      const order = await confirm(checkout, user.id, body.masterOrderNo);
      if (Number(order.paySource) !== payments.PAY_SOURCE.topUp)
        throw new AppError(404, 'payments.orderMissing');
      return { state: order.state, virtualCoin: coinsOf(await coinCentsOf(db, user.id)) };
    });
  },
  seed: seedPayments,
};
