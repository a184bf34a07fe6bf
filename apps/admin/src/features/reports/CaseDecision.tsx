import { Button, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import type { consoleReports as contract } from '@fox/contracts';
import { consoleReports } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { ChinaTime, confirmAction, type ConfirmOptions } from '../../kit';
import { Person } from './Person';
import { useRefreshCase } from './report-queries';
import { OutcomeTag } from './report-tags';
import { isChatTarget, OUTCOME_COLORS, outcomeName } from './report-words';

type Case = contract.ReportCase;
type Outcome = contract.ReportOutcome;

/** What each decision asks before it is made: the question, what follows, whether a reason is needed. */
function questionOf(found: Case, outcome: Outcome): Omit<ConfirmOptions, 'action'> {
  const chat = isChatTarget(found.objType);
  const reports = `该对象的全部 ${found.reportCount} 条举报将一并标记为已处理，举报人会收到处理结果通知。`;
  switch (outcome) {
    case 'takenDown':
      return {
        title: chat ? '移除这条消息？' : '下架该内容？',
        description: (
          <>
            <p>
              {chat
                ? '消息将对会话中的所有人移除，原处只留下平台已移除的提示。'
                : '内容将被强制下架，其他用户不再能看到它。'}
            </p>
            <p>{reports}作者会收到写明原因的违规处理通知。</p>
          </>
        ),
        reason: 'required',
        reasonHint: '原因会写入发给作者的系统通知，并记录在审计日志中。',
        danger: true,
        okText: chat ? '确认移除' : '确认下架',
        successText: chat ? '消息已移除' : '已下架',
        testId: 'report-confirm-takenDown',
      };
    case 'warned':
      return {
        title: '警告作者？',
        description: (
          <>
            <p>内容保持不变，作者会收到一条写明原因的违规警告通知。</p>
            <p>{reports}</p>
          </>
        ),
        reason: 'required',
        reasonHint: '原因会写入发给作者的警告通知，并记录在审计日志中。',
        okText: '确认警告',
        successText: '已警告作者',
        testId: 'report-confirm-warned',
      };
    case 'dismissed':
      return {
        title: '驳回这些举报？',
        description: (
          <>
            <p>未发现违规，内容保持不变，作者不会收到通知。</p>
            <p>{reports}</p>
          </>
        ),
        reason: 'optional',
        reasonHint: '原因只记录在审计日志中。',
        okText: '确认驳回',
        successText: '已驳回',
        testId: 'report-confirm-dismissed',
      };
  }
}

/**
 * The three decisions on an open case; on a decided one, what was decided, by whom, when and why. Compact
 * (a drawer's header): the buttons alone, or the outcome's tag.
 */
export function CaseDecision({ found, compact = false }: { found: Case; compact?: boolean }) {
  const refreshCase = useRefreshCase();
  if (found.state === 'resolved' && found.outcome && compact) {
    return <OutcomeTag outcome={found.outcome} objType={found.objType} />;
  }
  if (found.state === 'resolved' && found.outcome) {
    return (
      <div className="report-decision report-decision--done" data-testid="report-decision-done">
        <Result
          status={found.outcome === 'dismissed' ? 'info' : 'success'}
          title={
            <Tag color={OUTCOME_COLORS[found.outcome]} className="report-decision__outcome">
              {outcomeName(found.outcome, found.objType)}
            </Tag>
          }
          className="report-decision__result"
        />
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'who', label: '处理人', children: <Person person={found.resolver} /> },
            { key: 'when', label: '处理时间', children: <ChinaTime value={found.resolveTime} /> },
            {
              key: 'why',
              label: '处理原因',
              children: found.resolveReason || <Typography.Text type="secondary">未填写</Typography.Text>,
            },
          ]}
        />
      </div>
    );
  }

  const decide = (outcome: Outcome) =>
    void confirmAction({
      ...questionOf(found, outcome),
      action: async ({ reason }) => {
        try {
          await api(
            consoleReports.resolveCase,
            { id: found.id, outcome, ...(reason ? { reason } : {}) },
            { silent: true },
          );
        } catch (error) {
          // Decided meanwhile by someone else, say: the dialog shows the server's words, the page the truth.
          void refreshCase(found.id);
          throw error;
        }
      },
    }).then((done) => {
      if (done) void refreshCase(found.id);
    });

  const chat = isChatTarget(found.objType);
  const buttons = (
    <Space wrap size={compact ? 8 : 12}>
      <Button
        danger
        type="primary"
        icon={<StopOutlined />}
        onClick={() => decide('takenDown')}
        data-testid="report-take-down"
      >
        {chat ? '移除消息' : '下架'}
      </Button>
      <Button icon={<WarningOutlined />} onClick={() => decide('warned')} data-testid="report-warn">
        警告
      </Button>
      <Button icon={<CheckCircleOutlined />} onClick={() => decide('dismissed')} data-testid="report-dismiss">
        驳回
      </Button>
    </Space>
  );
  if (compact) return buttons;
  return (
    <div className="report-decision" data-testid="report-decision">
      {buttons}
      <Typography.Paragraph type="secondary" className="report-decision__hint">
        处理后该对象的全部举报一并关闭；之后再被举报会开启新的案件。
      </Typography.Paragraph>
    </div>
  );
}
