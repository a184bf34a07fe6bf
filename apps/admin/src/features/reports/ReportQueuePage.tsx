import { useMemo, useState } from 'react';
import { Select, Space, Tabs } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { consoleReports as contract } from '@fox/contracts';
import { consoleReports } from '@fox/contracts/client';
import { api, ApiError, isApiError } from '@fox/web/api';
import { ConsoleTable, DetailDrawer, PageSection, type BatchAction, type ConsoleFilter } from '../../kit';
import { queueColumns } from './queue-columns';
import { CaseDrawerActions, ReportCaseView } from './ReportCaseView';
import { casesCounted, useReasonDictionary, useRefreshCase, useReportCounts } from './report-queries';
import { STATE_NAMES, TARGET_TYPE_NAMES } from './report-words';
import './report-queue.css';

type Case = contract.ReportCase;
type State = contract.ReportCaseState;

const withCount = (label: string, count: number) => (count > 0 ? `${label}（${count}）` : label);

/** The type and reason filters, each option with how many cases of the tab it holds (from the counters). */
function useFilters(state: State): ConsoleFilter[] {
  const counts = useReportCounts().data;
  const dictionary = useReasonDictionary().data;
  return useMemo(() => {
    const typeOptions = contract.REPORT_TARGET_TYPES.map((type) => ({
      value: type,
      label: withCount(TARGET_TYPE_NAMES[type], casesCounted(counts, { state, objType: type })),
    }));
    // The dictionary's reasons in its order, then any reason counted that the dictionary no longer has.
    const reasons = new Map((dictionary ?? []).map((entry) => [entry.dictValue, entry.dictLabel]));
    for (const row of counts ?? [])
      if (row.reportType && !reasons.has(row.reportType)) reasons.set(row.reportType, row.reportType);
    const reasonOptions = [...reasons].map(([value, label]) => ({
      value,
      label: withCount(label, casesCounted(counts, { state, reportType: value })),
    }));
    return [
      {
        name: 'objType',
        label: '对象类型',
        width: 170,
        input: (
          <Select allowClear placeholder="全部类型" options={typeOptions} data-testid="report-filter-type" />
        ),
      },
      {
        name: 'reportType',
        label: '举报原因',
        width: 170,
        input: (
          <Select
            allowClear
            placeholder="全部原因"
            options={reasonOptions}
            data-testid="report-filter-reason"
          />
        ),
      },
    ];
  }, [counts, dictionary, state]);
}

/** 批量驳回: one decision per case, in turn; a refusal stops there and says what was done before it. */
function useBatchDismiss(): BatchAction<Case> {
  const refreshCase = useRefreshCase();
  return {
    key: 'dismiss',
    label: '批量驳回',
    reason: 'optional',
    reasonHint: '同一原因记录到每个案件的审计日志中。',
    description: '所选案件的举报都将驳回，内容保持不变；举报人会收到处理结果通知，作者不会收到通知。',
    successText: '已驳回所选举报',
    run: async (rows, { reason }) => {
      let done = 0;
      for (const row of rows) {
        try {
          await api(
            consoleReports.resolveCase,
            { id: row.id, outcome: 'dismissed', ...(reason ? { reason } : {}) },
            { silent: true },
          );
          done += 1;
        } catch (error) {
          void refreshCase(null);
          const why = isApiError(error) ? error.msg : '操作失败，请稍后再试';
          throw new ApiError({
            code: isApiError(error) ? error.code : -1,
            kind: 'business',
            msg: `已驳回 ${done} 项；「${row.title}」未能驳回：${why}`,
          });
        }
      }
      await refreshCase(null);
    },
  };
}

/**
 * 举报队列: one row per reported object, waiting or decided, filtered by type and reason, paged by key
 * with totals from the queue's counters. A row opens its case in a drawer over the list.
 */
export function ReportQueuePage() {
  const [search, setSearch] = useSearchParams();
  const state: State = search.get('state') === 'resolved' ? 'resolved' : 'open';
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = useReportCounts().data;
  const filters = useFilters(state);
  const batchDismiss = useBatchDismiss();
  const columns = useMemo(() => queueColumns(state), [state]);

  return (
    <PageSection testId="report-queue-page">
      <Tabs
        activeKey={state}
        onChange={(key) => setSearch(key === 'open' ? {} : { state: key })}
        className="report-queue__tabs"
        items={contract.REPORT_CASE_STATES.map((key) => ({
          key,
          label: (
            <span data-testid={`report-tab-${key}`}>
              {STATE_NAMES[key]}
              <span className="report-queue__tab-count">{casesCounted(counts, { state: key })}</span>
            </span>
          ),
        }))}
      />
      <ConsoleTable
        endpoint={consoleReports.reportQueue}
        columns={columns}
        params={{ state }}
        filters={filters}
        total="count"
        batchActions={state === 'open' ? [batchDismiss] : undefined}
        onOpen={(row) => setOpenId(row.id)}
        testId="report-queue"
      />
      <DetailDrawer
        open={openId !== null}
        title={openId === null ? '' : `举报案件 #${openId}`}
        onClose={() => setOpenId(null)}
        width={980}
        extra={
          openId === null ? null : (
            <Space size={16}>
              <CaseDrawerActions id={openId} />
              <Link to={`/reports/${openId}`} className="report-open-page" data-testid="report-open-page">
                案件页 <ArrowRightOutlined />
              </Link>
            </Space>
          )
        }
        testId="report-case-drawer"
      >
        {openId === null ? null : <ReportCaseView id={openId} layout="drawer" />}
      </DetailDrawer>
    </PageSection>
  );
}
