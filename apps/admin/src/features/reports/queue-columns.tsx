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
  width: 340,
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

const common: ColumnsType<Case> = [
  objectColumn,
  {
    title: '作者',
    key: 'author',
    width: 170,
    render: (_value, row) => <Person person={row.author} />,
  },
  {
    title: '举报数',
    dataIndex: 'reportCount',
    width: 80,
    align: 'center',
    render: (count: number) => (
      <span className={`report-queue__count${count >= 3 ? ' report-queue__count--many' : ''}`}>{count}</span>
    ),
  },
  {
    title: '举报原因',
    key: 'reasons',
    width: 230,
    render: (_value, row) => <ReasonTags reasons={row.reasons} />,
  },
];

const times: ColumnsType<Case> = [
  {
    title: '首次举报',
    dataIndex: 'firstReportTime',
    width: 170,
    render: (time: string) => <ChinaTime value={time} />,
  },
  {
    title: '最近举报',
    dataIndex: 'lastReportTime',
    width: 170,
    render: (time: string) => <ChinaTime value={time} />,
  },
];

const notes: ColumnsType<Case>[number] = {
  title: '备注',
  dataIndex: 'noteCount',
  width: 70,
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
  if (state === 'open') return [...common, ...times, notes, open('处理')];
  return [
    ...common,
    {
      title: '处理结果',
      key: 'outcome',
      width: 90,
      render: (_value, row) =>
        row.outcome ? <OutcomeTag outcome={row.outcome} objType={row.objType} /> : '—',
    },
    {
      title: '处理原因',
      dataIndex: 'resolveReason',
      width: 200,
      ellipsis: true,
      render: (reason: string) => reason || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: '处理人',
      key: 'resolver',
      width: 150,
      render: (_value, row) => <Person person={row.resolver} />,
    },
    {
      title: '处理时间',
      dataIndex: 'resolveTime',
      width: 170,
      render: (time: string | null) => <ChinaTime value={time} />,
    },
    notes,
    open('查看'),
  ];
}
