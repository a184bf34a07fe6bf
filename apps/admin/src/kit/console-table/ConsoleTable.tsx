import { useState, type Key, type ReactNode } from 'react';
import { Alert, Button, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointData, EndpointInput } from '@fox/contracts';
import { api, type Callable } from '@fox/web/api';
import { confirmAction, type ConfirmOptions } from '../confirm-store';
import { failureText } from '../ConfirmActionHost';
import { consoleListKey } from '../list-keys';
import { cleanFilterValues, FilterBar, type ConsoleFilter, type FilterValues } from './FilterBar';
import { hasNextPage, PAGE_SIZES, useKeyPaging, type TotalMeaning } from './key-paging';

/** A row of a list endpoint's answer. */
export type RowOf<E> = EndpointData<E> extends ReadonlyArray<infer R> ? R : never;

/** A button above the table acting on the selected rows, confirmed first (see ConfirmAction). */
export interface BatchAction<Row> extends Omit<ConfirmOptions, 'action' | 'invalidates' | 'title'> {
  key: string;
  /** The button's text: 批量通过. */
  label: string;
  /** The question; "<label>所选的 N 项？" by default. */
  title?: ReactNode;
  run: (rows: Row[], input: { reason: string }) => Promise<unknown>;
}

export interface ConsoleTableProps<E extends Callable> {
  /** A list endpoint whose query extends `consolePaging` (pageSize, before). */
  endpoint: E;
  columns: ColumnsType<RowOf<E>>;
  /** The row's key (its `id` by default). */
  rowKey?: (row: RowOf<E>) => Key;
  filters?: ConsoleFilter[];
  initialFilters?: FilterValues;
  /** Turns the filters' values into the endpoint's query (the values as they are by default). */
  toInput?: (values: FilterValues) => Partial<EndpointInput<E>>;
  /** Query fields every page carries (a queue's fixed state, say). */
  params?: Partial<EndpointInput<E>>;
  /** What the answer's `total` means (see TotalMeaning); `none` by default. */
  total?: TotalMeaning;
  /**
   * For columns declared `sorter: true`: the query that asks the server for that order. Only give it for
   * orders the server pages by.
   */
  sort?: (sorter: { field: string; order: 'ascend' | 'descend' }) => Partial<EndpointInput<E>>;
  /** The `before` for the page after the one whose last row this is (the row's `id` by default). */
  cursorOf?: (row: RowOf<E>) => number;
  batchActions?: BatchAction<RowOf<E>>[];
  /** Opens a row (a detail drawer, say) on a click anywhere in it. */
  onOpen?: (row: RowOf<E>) => void;
  /** Buttons on the right of the bar above the table. */
  toolbar?: ReactNode;
  testId?: string;
}

const idOf = (row: unknown): number => Number((row as { id?: unknown }).id);

/**
 * The console's list: filters in a row above, then batch actions, the table and key paging (previous,
 * next, page size; the total when it is a real count). Pages are fetched through `api()` and cached by
 * TanStack Query under `consoleListKey(endpoint)`, which `useRefreshLists` and `invalidates` refresh.
 */
export function ConsoleTable<E extends Callable>({
  endpoint,
  columns,
  rowKey = idOf,
  filters,
  initialFilters,
  toInput,
  params,
  total: totalMeaning = 'none',
  sort,
  cursorOf = idOf,
  batchActions,
  onOpen,
  toolbar,
  testId = 'console-table',
}: ConsoleTableProps<E>) {
  type Row = RowOf<E>;
  const paging = useKeyPaging(JSON.stringify(params ?? {}));
  const [filterValues, setFilterValues] = useState<FilterValues>(() =>
    cleanFilterValues(initialFilters ?? {}),
  );
  const [sortInput, setSortInput] = useState<Record<string, unknown>>({});
  const [selection, setSelection] = useState<{ page: string; keys: Key[] }>({ page: '', keys: [] });

  const input = {
    ...params,
    ...(toInput ? toInput(filterValues) : filterValues),
    ...sortInput,
    pageSize: paging.page.pageSize,
    ...(paging.page.before === undefined ? {} : { before: paging.page.before }),
  };
  const pageKey = JSON.stringify(input);
  const query = useQuery({
    queryKey: [...consoleListKey(endpoint), input],
    queryFn: ({ signal }) =>
      api(endpoint as Callable, input as never, { signal, silent: true }) as Promise<{
        data: Row[];
        total: number;
      }>,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const selectedKeys = selection.page === pageKey ? selection.keys : [];
  const selectedRows = rows.filter((row) => selectedKeys.includes(rowKey(row)));
  const hasNext = !query.isPlaceholderData && hasNextPage(totalMeaning, paging.page, rows.length, total);

  const runBatch = (action: BatchAction<Row>) => {
    const { key: _key, label, run, title, ...options } = action;
    void confirmAction({
      ...options,
      title: title ?? `${label}所选的 ${selectedRows.length} 项？`,
      okText: options.okText ?? label,
      action: (confirmed) => run(selectedRows, confirmed),
      invalidates: [endpoint],
    }).then((done) => {
      if (done) setSelection({ page: '', keys: [] });
    });
  };

  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !sort) return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.columnKey ?? one?.field;
    setSortInput(
      one?.order && field !== undefined ? { ...sort({ field: String(field), order: one.order }) } : {},
    );
    paging.reset();
  };

  return (
    <div className="console-table" data-testid={testId} data-loading={query.isFetching}>
      {filters && filters.length > 0 ? (
        <FilterBar
          filters={filters}
          initialValues={initialFilters}
          onSearch={(values) => {
            setFilterValues(values);
            paging.reset();
          }}
        />
      ) : null}
      {(batchActions && batchActions.length > 0) || toolbar ? (
        <div className="console-table__bar">
          <Space wrap>
            {batchActions && batchActions.length > 0 ? (
              <Typography.Text type="secondary" data-testid="console-table-selected">
                已选 {selectedRows.length} 项
              </Typography.Text>
            ) : null}
            {batchActions?.map((action) => (
              <Button
                key={action.key}
                danger={action.danger ?? action.irreversible}
                disabled={selectedRows.length === 0}
                onClick={() => runBatch(action)}
                data-testid={`batch-${action.key}`}
              >
                {action.label}
              </Button>
            ))}
          </Space>
          <Space wrap>{toolbar}</Space>
        </div>
      ) : null}
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={failureText(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              重试
            </Button>
          }
          className="console-table__error"
          data-testid="console-table-error"
        />
      ) : null}
      <Table<Row>
        columns={columns}
        dataSource={rows}
        rowKey={rowKey}
        loading={query.isFetching}
        pagination={false}
        // The column titles stay under the console's header (56 px) while a long page scrolls.
        sticky={{ offsetHeader: 56 }}
        size="middle"
        scroll={{ x: 'max-content' }}
        onChange={onChange}
        rowSelection={
          batchActions && batchActions.length > 0
            ? {
                selectedRowKeys: selectedKeys,
                onChange: (keys) => setSelection({ page: pageKey, keys }),
              }
            : undefined
        }
        onRow={
          onOpen
            ? (row) => ({ onClick: () => onOpen(row), className: 'console-table__row--openable' })
            : undefined
        }
      />
      <div className="console-table__paging" data-testid="console-table-paging">
        {totalMeaning === 'count' ? (
          <Typography.Text type="secondary" data-testid="console-table-total">
            共 {total} 条
          </Typography.Text>
        ) : null}
        <Typography.Text data-testid="console-table-page">第 {paging.page.number} 页</Typography.Text>
        <Button
          icon={<LeftOutlined />}
          disabled={paging.page.number === 1 || query.isFetching}
          onClick={paging.previous}
          data-testid="console-table-previous"
        >
          上一页
        </Button>
        <Button
          disabled={!hasNext || query.isFetching}
          onClick={() => {
            const last = rows.at(-1);
            if (last) paging.next(cursorOf(last));
          }}
          data-testid="console-table-next"
        >
          下一页
          <RightOutlined />
        </Button>
        <Select
          value={paging.page.pageSize}
          onChange={paging.resize}
          options={PAGE_SIZES.map((size) => ({ value: size, label: `${size} 条/页` }))}
          style={{ width: 110 }}
          data-testid="console-table-page-size"
        />
      </div>
    </div>
  );
}
