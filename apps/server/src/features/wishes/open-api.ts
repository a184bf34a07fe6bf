import { formatChinaTime } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { industryName } from './present.js';
import { jsonList, type WishDb } from './repo.js';

/** The open API: wishes on the square in id order after the id given, 20 a page. */
export async function openList(db: WishDb, afterId: number | undefined) {
  const rows = await db
    .selectFrom('wishes')
    .selectAll()
    .where('onSquare', '=', 1)
    .where('id', '>', afterId ?? 0)
    .orderBy('id')
    .limit(20)
    .execute();
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      taskNumber: row.taskNumber,
      userId: Number(row.userId),
      industryName: industryName(row.industryType, 'zh'),
      title: row.title,
      content: row.contentText,
      fullAmount: Number(row.fullAmountCents) / 100,
      state: row.state,
      createTime: formatChinaTime(Number(row.createdAt)),
      siteId: Number(row.siteId),
      extraData: {
        type: row.type,
        standAmount: Number(row.standAmountCents) / 100,
        receiveLimit: Number(row.receiveLimit),
        receiveNum: Number(row.receiveNum),
        deliveryDay: formatChinaTime(Number(row.deliveryDay)),
        labelList: jsonList(row.labels),
        ...(JSON.parse(row.extra) as Record<string, unknown>),
      },
    })),
    total: rows.length,
  };
}

/** The open API: a wish's operation log, oldest first, for wishes that reached the square. */
export async function openLog(db: WishDb, id: number) {
  const wish = await db.selectFrom('wishes').select(['id']).where('id', '=', id).executeTakeFirst();
  const reached = wish
    ? await db
        .selectFrom('wishOperationLogs')
        .select('id')
        .where('wishId', '=', id)
        .where('operationType', '=', 'OnShelf')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (!reached) throw new AppError(404, 'wishes.missing');
  const rows = await db
    .selectFrom('wishOperationLogs')
    .selectAll()
    .where('wishId', '=', id)
    .orderBy('id')
    .limit(500)
    .execute();
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      taskId: Number(row.wishId),
      operationType: row.operationType,
      oldState: row.oldState,
      newState: row.newState,
      operatorId: Number(row.operatorId),
      remark: row.remark,
      createTime: formatChinaTime(Number(row.createdAt)),
    })),
    total: rows.length,
  };
}
