import { wishes } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import type { Feature } from '../../platform/feature.js';
import { langOf } from '../../platform/http/messages.js';
import { createKeywordFilter } from '../search/index.js';
import {
  acceptApplication,
  applySettlement,
  approveSettlement,
  createWish,
  declineApplication,
  editWish,
  endOwnWish,
  payWish,
  pendingGroups,
  receiveWish,
  refuseSettlement,
} from './actions.js';
import { wishesMessages } from './messages.js';
import type { WishDesk, WishesDeps } from './ports.js';
import { presentReceptions, presentWishes } from './present.js';
import { applicationsPage, minePage, receivedPage } from './my-orders.js';
import { openList, openLog } from './open-api.js';
import { taskCardOf, taskPlan, wishDetail } from './queries.js';
import { squarePage } from './square.js';
import { ratingsPage, rateReception } from './ratings.js';
import { wishDb, type ReceptionRow, type WishRow } from './repo.js';
import { reviewDesk } from './review-queue.js';
import { DEADLINE_EVERY_MS, runDeadlines } from './runner.js';
import { wishSearchSource } from './search-source.js';
import { seedWishes } from './seed.js';

const DAY_MS = 86_400_000;

const langOfRequest = (request: FastifyRequest) => langOf(request.headers.lang);

/**
 * The wish marketplace: publishing and paying, the square and details, taking and applying, the publisher's
 * decisions, settlement (the pay reaches the taker's earnings), ratings after it, the task plan and the
 * open API; a deadline runner in every process.
 */
export function createWishesFeature(deps: WishesDeps): Feature {
  return {
    name: 'wishes',
    messages: wishesMessages,
    install({ router, http, platform }) {
      const desk: WishDesk = {
        db: platform.database.db,
        bus: platform.bus,
        pay: deps.payments(platform),
        groups: deps.taskGroups,
        feePermille: platform.config.wishFeePermille,
        earningsHoldMs: platform.config.earnings.holdDays * DAY_MS,
        log: platform.log,
      };
      reviewDesk.current = desk;
      pendingGroups.current = deps.taskGroups;
      const db = wishDb(desk.db);
      // The square's keyword is matched by the site search's index of wishes.
      const keywords = createKeywordFilter(wishSearchSource)(platform);
      const view = (request: FastifyRequest, viewerId: number | null) => ({
        viewerId,
        lang: langOfRequest(request),
        groups: desk.groups,
      });
      const reception = async (row: ReceptionRow, wish: WishRow, viewerId: number) =>
        (await presentReceptions(db, [row], new Map([[Number(wish.id), wish.taskNumber]]), viewerId))[0]!;

      router.handle(wishes.createWish, ({ user, body, request }) => createWish(desk, request, user.id, body));
      router.handle(wishes.editWish, ({ user, body, request }) => editWish(desk, request, user.id, body));
      router.handle(wishes.payWish, ({ user, body, request }) =>
        payWish(desk, request, user.id, body.taskNumber, langOfRequest(request)),
      );
      router.handle(wishes.wishSquare, ({ user, query, request }) =>
        squarePage(db, query, { ...view(request, user?.id ?? null), keywords }),
      );
      router.handle(wishes.wishDetail, ({ user, params, request }) =>
        wishDetail(db, params.taskNumber, view(request, user?.id ?? null)),
      );
      router.handle(wishes.myPublishedWishes, ({ user, query, request }) =>
        minePage(db, user.id, query, view(request, user.id)),
      );
      router.handle(wishes.myTakenWishes, ({ user, query, request }) =>
        receivedPage(db, user.id, query, view(request, user.id)),
      );
      router.handle(wishes.endWish, async ({ user, body, request }) => {
        const ended = await endOwnWish(desk, user.id, body.taskNumber);
        return (await presentWishes(db, [ended], { ...view(request, user.id), full: true }))[0]!;
      });
      router.handle(wishes.receiveWish, ({ user, body, request }) =>
        receiveWish(desk, request, user.id, body, langOfRequest(request)),
      );
      router.handle(wishes.applications, ({ user, params, query }) =>
        applicationsPage(db, user.id, params.taskNumber, query),
      );
      router.handle(wishes.acceptApplication, async ({ user, body }) => {
        const { row, wish } = await acceptApplication(desk, user.id, body.receptionId);
        return reception(row, wish, user.id);
      });
      router.handle(wishes.declineApplication, async ({ user, body }) => {
        const { row, wish } = await declineApplication(desk, user.id, body.receptionId, body.reason);
        return reception(row, wish, user.id);
      });
      router.handle(wishes.applySettlement, async ({ user, body }) => {
        const { row, wish } = await applySettlement(desk, user.id, body);
        return reception(row, wish, user.id);
      });
      router.handle(wishes.approveSettlement, async ({ user, body }) => {
        const { row, wish } = await approveSettlement(desk, user.id, body.receptionId);
        return reception(row, wish, user.id);
      });
      router.handle(wishes.refuseSettlement, async ({ user, body }) => {
        const { row, wish } = await refuseSettlement(desk, user.id, body.receptionId, body.reason);
        return reception(row, wish, user.id);
      });
      router.handle(wishes.taskPlan, ({ user, params }) =>
        taskPlan(db, user.id, params.taskNumber, desk.groups),
      );
      router.handle(wishes.taskCard, ({ params }) => taskCardOf(db, params.id));
      router.handle(wishes.rateReception, ({ user, body }) => rateReception(desk, user.id, body));
      router.handle(wishes.userRatings, ({ params, query }) => ratingsPage(db, params.userId, query));
      router.handle(wishes.openWishList, ({ query }) => openList(db, query.id));
      router.handle(wishes.openOperationLog, ({ query }) => openLog(db, query.id));

      // The deadlines: every process runs passes; each step is conditional, so none is taken twice.
      const timer = setInterval(() => {
        runDeadlines(desk).catch((error: unknown) =>
          platform.log.error({ err: error }, 'wish deadlines failed'),
        );
      }, DEADLINE_EVERY_MS);
      timer.unref();
      http.addHook('onClose', async () => clearInterval(timer));
    },
    seed: (db, now) => seedWishes(db, now, deps),
  };
}
