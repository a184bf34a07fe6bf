import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Skeleton, Tag, Typography } from 'antd';
import type { consoleReports } from '@fox/contracts';
import { ChinaTime, failureText } from '../../kit';
import { CaseDecision } from './CaseDecision';
import { CaseNotes } from './CaseNotes';
import { FiledReports } from './FiledReports';
import { Person } from './Person';
import { ReportedContent } from './ReportedContent';
import { useReportCase } from './report-queries';
import { ReasonTags, TargetTag } from './report-tags';
import { STATE_NAMES } from './report-words';
import './report-queue.css';
import './report-case.css';

type Case = consoleReports.ReportCase;

/** A titled block of the case. */
function Block({
  title,
  extra,
  children,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="report-block" data-testid={testId}>
      <header className="report-block__head">
        <h3 className="report-block__title">{title}</h3>
        {extra}
      </header>
      {children}
    </section>
  );
}

function CaseFacts({ found, columns }: { found: Case; columns: 1 | 2 }) {
  return (
    <Descriptions
      size="small"
      column={columns}
      className="report-facts"
      data-testid="report-facts"
      items={[
        { key: 'type', label: '举报对象', children: <TargetTag type={found.objType} id={found.objId} /> },
        { key: 'author', label: '作者', children: <Person person={found.author} /> },
        {
          key: 'state',
          label: '案件状态',
          children: (
            <Tag color={found.state === 'open' ? 'processing' : 'default'}>{STATE_NAMES[found.state]}</Tag>
          ),
        },
        {
          key: 'count',
          label: '举报人数',
          children: <span className="report-facts__count">{found.reportCount}</span>,
        },
        { key: 'first', label: '首次举报', children: <ChinaTime value={found.firstReportTime} /> },
        { key: 'last', label: '最近举报', children: <ChinaTime value={found.lastReportTime} /> },
        {
          key: 'reasons',
          label: '举报原因',
          span: columns,
          children: <ReasonTags reasons={found.reasons} />,
        },
      ]}
    />
  );
}

/** The drawer's header: the decisions on an open case, the outcome of a decided one. */
export function CaseDrawerActions({ id }: { id: number }) {
  const query = useReportCase(id);
  return query.data ? <CaseDecision found={query.data} compact /> : null;
}

/**
 * One case of the queue: the reported object in place, the individual reports, the decision and the
 * operators' notes. On the case page the object and the reports take the wide column; in the queue's
 * drawer everything is one column under the decisions in its header.
 */
export function ReportCaseView({ id, layout }: { id: number; layout: 'page' | 'drawer' }) {
  const query = useReportCase(id);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={failureText(query.error)}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            重试
          </Button>
        }
        data-testid="report-case-error"
      />
    );
  }
  const found = query.data;
  const decision = (
    <Block title="处理" testId="report-decision-block">
      <CaseDecision found={found} />
    </Block>
  );
  const facts = (
    <Block title="案件信息">
      <CaseFacts found={found} columns={layout === 'page' ? 1 : 2} />
    </Block>
  );
  const content = (
    <Block title="被举报内容" testId="report-content-block">
      <ReportedContent
        objType={found.objType}
        objId={found.objId}
        title={found.title}
        preview={found.preview}
      />
    </Block>
  );
  const reports = (
    <Block title={`举报记录（${found.reportCount}）`} testId="report-filed-block">
      <FiledReports caseId={found.id} />
    </Block>
  );
  const notes = (
    <Block
      title={`运营备注（${found.noteCount}）`}
      extra={<Typography.Text type="secondary">仅后台可见</Typography.Text>}
    >
      <CaseNotes caseId={found.id} />
    </Block>
  );
  return (
    <div className={`report-case report-case--${layout}`} data-testid="report-case" data-state={found.state}>
      {layout === 'page' ? (
        <>
          <div className="report-case__main">
            {content}
            {reports}
          </div>
          <aside className="report-case__side">
            {decision}
            {facts}
            {notes}
          </aside>
        </>
      ) : (
        // The decisions sit in the drawer's header (CaseDrawerActions); what was decided opens the body.
        <>
          {found.state === 'resolved' ? decision : null}
          {facts}
          {content}
          {reports}
          {notes}
        </>
      )}
    </div>
  );
}
