import { useState } from 'react';
import { Button } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { im, novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { ShareMenu } from '../chat';
import { ReportDialog, useGatedAction } from '../social';
import { bookLinkOf } from './novel-links';
import './book-actions.css';

/**
 * A book's 分享 (copy its link, or send it into a chat as a card that opens this page) and 举报 (the
 * site's report form, busyType Novel); a writer does not report their own book.
 */
export function BookActions({ book }: { book: novels.NovelDetail }) {
  const { t } = useTranslation();
  const gated = useGatedAction();
  const [reporting, setReporting] = useState(false);
  const card: im.Share = {
    type: 'novel',
    id: book.id,
    title: book.title,
    name: book.nickName,
    ...(book.coverUrl ? { coverImage: book.coverUrl } : {}),
  };
  return (
    <span className="book-actions" data-testid="book-actions">
      <ShareMenu card={card} url={`${window.location.origin}${bookLinkOf(book.id)}`} />
      {!book.mine && (
        <Button
          size="large"
          shape="round"
          type="text"
          icon={<WarningOutlined />}
          onClick={() => gated(() => setReporting(true))}
          data-testid="book-report"
        >
          {t('social.report')}
        </Button>
      )}
      {reporting && (
        <ReportDialog open busyCode={book.id} busyType="Novel" onClose={() => setReporting(false)} />
      )}
    </span>
  );
}
