import { Tag, Typography } from 'antd';
import type { consoleReports } from '@fox/contracts';
import { OUTCOME_COLORS, outcomeName, TARGET_TYPE_COLORS, targetTypeName } from './report-words';

/** The kind of a reported object, with its id. */
export function TargetTag({ type, id }: { type: string; id?: number }) {
  const color = (TARGET_TYPE_COLORS as Record<string, string>)[type] ?? 'default';
  return (
    <span className="report-target">
      <Tag color={color} className="report-target__type" data-testid="report-target-type">
        {targetTypeName(type)}
      </Tag>
      {id === undefined ? null : (
        <Typography.Text type="secondary" className="report-target__id">
          #{id}
        </Typography.Text>
      )}
    </span>
  );
}

/** The reasons given, the most given first, each with how many gave it. */
export function ReasonTags({ reasons }: { reasons: consoleReports.ReportCase['reasons'] }) {
  return (
    <span className="report-reasons" data-testid="report-reasons">
      {reasons.map((reason) => (
        <Tag key={reason.reportType} className="report-reasons__tag">
          {reason.label}
          {reason.count > 1 ? <span className="report-reasons__count">×{reason.count}</span> : null}
        </Tag>
      ))}
    </span>
  );
}

export function OutcomeTag({ outcome, objType }: { outcome: consoleReports.ReportOutcome; objType: string }) {
  return (
    <Tag color={OUTCOME_COLORS[outcome]} data-testid="report-outcome">
      {outcomeName(outcome, objType)}
    </Tag>
  );
}
