import { useState } from 'react';
import { Tabs } from 'antd';
import type { contentLiterature } from '@fox/contracts';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeading } from '../../ui/PageHeading';
import { LiteratureList } from './LiteratureList';
import { LiteratureReader, type LiteraturePiece } from './LiteratureReader';
import { usePoemList, useProseList } from './reading-queries';
import './reading.css';

type LiteratureTab = 'poetry' | 'prose';

/** The first lines of a text, for a card. */
function excerptOf(content: string, lines: number, chars: number): string {
  const head = content.split('\n').filter(Boolean).slice(0, lines).join('\n');
  return head.length > chars ? `${head.slice(0, chars)}…` : head;
}

function PoemCard({ poem, onOpen }: { poem: contentLiterature.Poem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="literature-card literature-card--poem" data-testid="poem-item">
      <button type="button" className="literature-card__button" onClick={onOpen}>
        <h3 className="literature-card__title">{poem.title}</h3>
        <p className="literature-card__byline">{poetOf(poem, t)}</p>
        <p className="literature-card__excerpt">{excerptOf(poem.content, 2, 60)}</p>
        <span className="literature-card__more">{t('reading.readFull')}</span>
      </button>
    </li>
  );
}

function ProseCard({ prose, onOpen }: { prose: contentLiterature.Prose; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="literature-card literature-card--prose" data-testid="prose-item">
      <button type="button" className="literature-card__button" onClick={onOpen}>
        <h3 className="literature-card__title">{prose.title}</h3>
        <p className="literature-card__byline">
          {t('reading.sharedBy', { name: prose.nickName })} ·{' '}
          {t('reading.wordCount', { count: [...prose.content].length })}
        </p>
        <p className="literature-card__excerpt">{excerptOf(prose.content, 3, 110)}</p>
        <span className="literature-card__more">{t('reading.readFull')}</span>
      </button>
    </li>
  );
}

function poetOf(poem: contentLiterature.Poem, t: TFunction): string {
  if (poem.dynasty && poem.author) return t('reading.poet', { dynasty: poem.dynasty, author: poem.author });
  return poem.author || poem.dynasty || t('reading.sharedBy', { name: poem.nickName });
}

/** /content/health: the literature area, poetry and prose in two tabs; a card opens the full text. */
export function HealthPage({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LiteratureTab>('poetry');
  const [reading, setReading] = useState<LiteraturePiece | null>(null);
  const poems = usePoemList(tab === 'poetry');
  const proses = useProseList(tab === 'prose');

  const items = [
    {
      key: 'poetry',
      label: <span data-testid="literature-tab-poetry">{t('reading.poetry')}</span>,
      children: (
        <LiteratureList
          list={poems}
          emptyText={t('reading.poetryEmpty')}
          testId="poem-list"
          renderItem={(poem) => (
            <PoemCard
              key={poem.id}
              poem={poem}
              onOpen={() =>
                setReading({
                  kind: 'poem',
                  title: poem.title,
                  byline: poetOf(poem, t),
                  content: poem.content,
                })
              }
            />
          )}
        />
      ),
    },
    {
      key: 'prose',
      label: <span data-testid="literature-tab-prose">{t('reading.prose')}</span>,
      children: (
        <LiteratureList
          list={proses}
          emptyText={t('reading.proseEmpty')}
          testId="prose-list"
          renderItem={(prose) => (
            <ProseCard
              key={prose.id}
              prose={prose}
              onOpen={() =>
                setReading({
                  kind: 'prose',
                  title: prose.title,
                  byline: t('reading.sharedBy', { name: prose.nickName }),
                  content: prose.content,
                })
              }
            />
          )}
        />
      ),
    },
  ];

  return (
    <section className="reading-page">
      <PageHeading routeKey={routeKey} />
      <div className="page-card literature-area">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as LiteratureTab)}
          items={items}
          aria-label={t('reading.literatureTabs')}
        />
      </div>
      <LiteratureReader piece={reading} onClose={() => setReading(null)} />
    </section>
  );
}
