/** The settlement centre's addresses (spec 000 §2). */
export const FINANCE_PATH = '/makeMoney/finance';
export const CASH_OUT_PATH = '/makeMoney/cashOut';

/** One record of the statement. */
export const financeDetailPath = (id: number) =>
  `/makeMoney/finance/detail?${new URLSearchParams({ id: String(id) }).toString()}`;
