import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { DESK_PARAM } from './writing-rules';
import type { DeskTab } from './WriterDesk';

// The desk is the author's alone: its code and texts arrive when they open it, never for a reader.
const WriterDesk = lazy(() => import('./WriterDesk'));

const TABS: readonly string[] = ['chapters', 'write', 'import', 'info', 'mine'] satisfies DeskTab[];

/**
 * 作者工作台 on a book's page, shown to its author only: opens the writing desk over the page. The desk's
 * tab lives in the address (`desk=write`), so a new book lands on it and a reload keeps it.
 */
export function WriterDeskEntry({ book }: { book: novels.NovelDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(DESK_PARAM);
  const tab = asked && TABS.includes(asked) ? (asked as DeskTab) : null;
  if (!book.mine) return null;

  const show = (next: DeskTab | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(DESK_PARAM, next);
        else copy.delete(DESK_PARAM);
        return copy;
      },
      { replace: true },
    );

  return (
    <>
      <Button
        size="large"
        shape="round"
        icon={<FormOutlined />}
        onClick={() => show('chapters')}
        className="book-head__desk"
        data-testid="writer-desk-entry"
      >
        {t('novels.writerDesk')}
      </Button>
      {tab && (
        <Suspense fallback={null}>
          <WriterDesk book={book} tab={tab} onTab={show} onClose={() => show(null)} />
        </Suspense>
      )}
    </>
  );
}
