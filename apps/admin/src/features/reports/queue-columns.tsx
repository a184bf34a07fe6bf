import { Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { consoleReports } from '@fox/contracts';
import { ChinaTime } from '../../kit';
import { Person } from './Person';
import { OutcomeTag, ReasonTags, TargetTag } from './report-tags';

type Case = consoleReports.ReportCase;

const objectColumn: ColumnsType<Case>[number] = {
  title: '举报对象',
  key: 'object',
  width: 290,
  render: (_value, row) => (
    <div className="report-queue__object">
      <TargetTag type={row.objType} id={row.objId} />
      <Typography.Text
        className="report-queue__title"
        ellipsis={{ tooltip: row.title }}
        data-testid="report-queue-title"
      >
        {row.title || '（无标题）'}
      </Typography.Text>
    </div>
  ),
};

const authorColumn: ColumnsType<Case>[number] = {
  title: '作者',
  key: 'author',
  width: 160,
  render: (_value, row) => <Person person={row.author} />,
};

const countColumn: ColumnsType<Case>[number] = {
  title: '举报数',
  dataIndex: 'reportCount',
  width: 72,
  align: 'center',
  render: (count: number) => (
    <span className={`report-queue__count${count >= 3 ? ' report-queue__count--many' : ''}`}>{count}</span>
  ),
};

const reasonsColumn: ColumnsType<Case>[number] = {
  title: '举报原因',
  key: 'reasons',
  width: 180,
  render: (_value, row) => <ReasonTags reasons={row.reasons} />,
};

const times: ColumnsType<Case>[number] = {
  title: '举报时间',
  key: 'times',
  width: 200,
  render: (_value, row) => (
    <div className="report-queue__times">
      <span>
        <Typography.Text type="secondary">最近</Typography.Text> <ChinaTime value={row.lastReportTime} />
      </span>
      <span className="report-queue__first">
        <Typography.Text type="secondary">首次</Typography.Text> <ChinaTime value={row.firstReportTime} />
      </span>
    </div>
  ),
};

const notes: ColumnsType<Case>[number] = {
  title: '备注',
  dataIndex: 'noteCount',
  width: 60,
  align: 'center',
  render: (count: number) =>
    count > 0 ? (
      <span className="report-queue__notes">
        <MessageOutlined /> {count}
      </span>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    ),
};

const open = (label: string): ColumnsType<Case>[number] => ({
  title: '操作',
  key: 'open',
  width: 72,
  fixed: 'right',
  render: () => <Typography.Link data-testid="report-queue-open">{label}</Typography.Link>,
});

/** The queue's columns: waiting cases by when they were reported; decided ones by what was decided. */
export function queueColumns(state: consoleReports.ReportCaseState): ColumnsType<Case> {
  if (state === 'open') {
    return [objectColumn, authorColumn, countColumn, reasonsColumn, times, notes, open('处理')];
  }
  return [
    objectColumn,
    authorColumn,
    countColumn,
    reasonsColumn,
    {
      title: '处理结果',
      key: 'outcome',
      width: 220,
      render: (_value, row) => (
        <div className="report-queue__outcome">
          {row.outcome ? <OutcomeTag outcome={row.outcome} objType={row.objType} /> : null}
          <Typography.Text
            type={row.resolveReason ? undefined : 'secondary'}
            ellipsis={{ tooltip: row.resolveReason || undefined }}
            className="report-queue__outcome-reason"
          >
            {row.resolveReason || '未填写原因'}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '处理人 / 时间',
      key: 'resolver',
      width: 190,
      render: (_value, row) => (
        <div className="report-queue__times">
          <Person person={row.resolver} />
          <span className="report-queue__first">
            <ChinaTime value={row.resolveTime} />
          </span>
        </div>
      ),
    },
    open('查看'),
  ];
}
