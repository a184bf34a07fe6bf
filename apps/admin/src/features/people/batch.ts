import { ApiError } from '@fox/web/api';
import { failureText } from '../../kit';

/**
 * Runs one action per selected row, one after the other (the server acts on one account or group per
 * call, each its own transaction and audit entry). When some fail, the confirmation stays open with which
 * ones and the server's reasons; those that succeeded are done and listed again by the refresh.
 */
export async function runForEach<Row>(
  rows: Row[],
  nameOf: (row: Row) => string,
  act: (row: Row) => Promise<unknown>,
  refresh: () => Promise<void>,
): Promise<void> {
  const failures: string[] = [];
  for (const row of rows) {
    try {
      await act(row);
    } catch (error) {
      failures.push(`${nameOf(row)}：${failureText(error)}`);
    }
  }
  if (failures.length === 0) return;
  await refresh();
  const done = rows.length - failures.length;
  throw new ApiError({
    code: 400,
    kind: 'business',
    msg: `${done} 项已完成，${failures.length} 项未完成 —— ${failures.join('；')}`,
  });
}
