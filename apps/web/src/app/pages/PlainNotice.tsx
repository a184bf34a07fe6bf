import { Button } from 'antd';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import './plain-notice.css';

interface PlainNoticeProps {
  tone: 'warning' | 'error';
  title: string;
  text: string;
  action: string;
  onAction: () => void;
  testId: string;
  actionTestId?: string;
}

/**
 * A result notice (icon, title, text, one action) built only from what the first page already has: it
 * stands in when a page's code did not arrive, where fetching anything more is what just failed.
 */
export function PlainNotice({ tone, title, text, action, onAction, testId, actionTestId }: PlainNoticeProps) {
  const Icon = tone === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div className="plain-notice" role="alert" data-testid={testId}>
      <Icon className={`plain-notice__icon plain-notice__icon--${tone}`} aria-hidden />
      <div className="plain-notice__title">{title}</div>
      <div className="plain-notice__text">{text}</div>
      <Button type="primary" onClick={onAction} data-testid={actionTestId}>
        {action}
      </Button>
    </div>
  );
}
