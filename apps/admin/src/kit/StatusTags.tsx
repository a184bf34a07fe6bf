import { Tag } from 'antd';
import type { content } from '@fox/contracts';

type ContentState = content.ContentState;
type AuditState = content.AuditState;

interface StateLook {
  label: string;
  color: string;
}

/** The shelf states of videos, articles, questions, answers, poems, prose and dramas (platform facts). */
export const CONTENT_STATE_LOOK: Record<ContentState, StateLook> = {
  OnShelf: { label: '已上架', color: 'success' },
  WaitApprove: { label: '待审核', color: 'processing' },
  Refuse: { label: '已驳回', color: 'error' },
  CompelOff: { label: '强制下架', color: 'volcano' },
  OffShelf: { label: '已下架', color: 'default' },
};

/** The review outcome beside the shelf state (`auditState`). */
export const AUDIT_STATE_LOOK: Record<AuditState, StateLook> = {
  Pass: { label: '已通过', color: 'success' },
  WaitApprove: { label: '待审核', color: 'processing' },
  Refuse: { label: '已驳回', color: 'error' },
};

/** The content states as options of a filter's Select. */
export const contentStateOptions = (Object.keys(CONTENT_STATE_LOOK) as ContentState[]).map((state) => ({
  value: state,
  label: CONTENT_STATE_LOOK[state]?.label ?? state,
}));

/** Any state by a table of looks; an unknown value shows as it is, never as another state. */
export function StateTag<S extends string>({ value, looks }: { value: S; looks: Record<S, StateLook> }) {
  const look = looks[value] as StateLook | undefined;
  return (
    <Tag color={look?.color ?? 'default'} data-testid="state-tag" data-state={value}>
      {look?.label ?? value}
    </Tag>
  );
}

/** 已上架, 待审核, 已驳回, 强制下架 or 已下架. */
export function ContentStateTag({ state }: { state: ContentState }) {
  return <StateTag value={state} looks={CONTENT_STATE_LOOK} />;
}

/** 已通过, 待审核 or 已驳回. */
export function AuditStateTag({ state }: { state: AuditState }) {
  return <StateTag value={state} looks={AUDIT_STATE_LOOK} />;
}
