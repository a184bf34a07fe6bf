import { useState } from 'react';
import { search } from '@fox/contracts';
import { Button, Skeleton } from 'antd';
import { FireFilled, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useHotWords } from './discovery-queries';
import { nextHotWordPage } from './hot-word-cycle';

export interface HotWordsProps {
  /** Called with the chosen word. */
  onPick: (word: string) => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * The hot-word strip: ten words a page, '换一换' shows the next page and after the last one the first
 * again (spec 002 §9). The first three of a page are ranked in the brand colour.
 */
export function HotWords({ onPick, className, ...rest }: HotWordsProps) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const words = useHotWords(pageNum);
  const list = words.data?.data ?? [];
  const total = words.data?.total ?? 0;

  return (
    <section
      className={['hot-words', className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid'] ?? 'hot-words'}
    >
      <header className="hot-words__head">
        <h2 className="hot-words__title">
          <FireFilled className="hot-words__fire" aria-hidden />
          {t('discovery.hotWords')}
        </h2>
        {total > list.length && (
          <Button
            type="link"
            size="small"
            icon={<SyncOutlined spin={words.isFetching && words.isPlaceholderData} />}
            // A mouse press would blur the header box and close its panel before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setPageNum((current) => nextHotWordPage(current, total))}
            data-testid="hot-words-refresh"
          >
            {t('discovery.refreshHotWords')}
          </Button>
        )}
      </header>
      {words.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : list.length === 0 ? (
        <p className="hot-words__empty">{t('discovery.hotWordsEmpty')}</p>
      ) : (
        <ol className="hot-words__list" data-page={pageNum}>
          {list.map((word, index) => (
            <li key={word.id}>
              <button
                type="button"
                className="hot-words__word"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(word.word)}
                data-testid="hot-word"
              >
                <span className={`hot-words__rank${index < 3 ? ' hot-words__rank--top' : ''}`}>
                  {(pageNum - 1) * search.HOT_WORD_PAGE_SIZE + index + 1}
                </span>
                <span className="hot-words__text">{word.word}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
