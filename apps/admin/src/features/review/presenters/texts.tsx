import { Typography } from 'antd';
import type { ReviewItemDetail } from '../review-data';
import { CoverImage, numberIn, PlainBody, ReviewBlock, RichBody, textIn } from './blocks';
import { relationFact } from './media';
import type { ReviewPresenter } from './presenter';

/** An article: its cover and summary, then its text rendered as readers see it. */
export const articlePresenter: ReviewPresenter = {
  facts: (item) => {
    const category = numberIn(item.detail, 'categoryId');
    return [{ label: '分类 ID', value: category ?? '未分类' }, ...relationFact(item.detail)];
  },
  Content: ({ item }: { item: ReviewItemDetail }) => (
    <>
      {item.cover || item.excerpt ? (
        <ReviewBlock title="封面与摘要" testId="review-article-summary">
          <div className="review-summary">
            {item.cover ? <CoverImage src={item.cover} alt={item.title} /> : null}
            <Typography.Paragraph className="review-summary__text">
              {item.excerpt || '（无摘要）'}
            </Typography.Paragraph>
          </div>
        </ReviewBlock>
      ) : null}
      <ReviewBlock title="正文" testId="review-article-body">
        <RichBody html={item.body} />
      </ReviewBlock>
    </>
  ),
};

/** A question: its title is the item's; its description rendered. */
export const questionPresenter: ReviewPresenter = {
  facts: (item) => [{ label: '回答数', value: numberIn(item.detail, 'answerCount') ?? '—' }],
  Content: ({ item }: { item: ReviewItemDetail }) => (
    <ReviewBlock title="问题描述" testId="review-question-body">
      <RichBody html={item.body} />
    </ReviewBlock>
  ),
};

/** An answer, under the question it answers (which opens on the portal). */
export const answerPresenter: ReviewPresenter = {
  facts: (item) => {
    const questionId = numberIn(item.detail, 'questionId');
    return [
      {
        label: '所答问题',
        value:
          questionId === null ? (
            '—'
          ) : (
            <a href={`/askDetail?id=${questionId}`} target="_blank" rel="noreferrer">
              {textIn(item.detail, 'questionTitle') || `#${questionId}`}
            </a>
          ),
        span: 2,
      },
    ];
  },
  Content: ({ item }: { item: ReviewItemDetail }) => (
    <ReviewBlock title="回答内容" testId="review-answer-body">
      <RichBody html={item.body} />
    </ReviewBlock>
  ),
};

/** A poem: its lines as written, under its title, poet and dynasty. */
export const poemPresenter: ReviewPresenter = {
  facts: (item) => [
    { label: '作者', value: textIn(item.detail, 'author') || '—' },
    { label: '朝代', value: textIn(item.detail, 'dynasty') || '—' },
  ],
  Content: ({ item }: { item: ReviewItemDetail }) => {
    const byline = [textIn(item.detail, 'dynasty'), textIn(item.detail, 'author')]
      .filter(Boolean)
      .join(' · ');
    return (
      <ReviewBlock title="诗词正文" testId="review-poem-body">
        <div className="review-poem">
          <div className="review-poem__title">{item.title}</div>
          {byline ? <div className="review-poem__byline">{byline}</div> : null}
          <PlainBody text={item.body || item.excerpt} className="review-poem__lines" />
        </div>
      </ReviewBlock>
    );
  },
};

/** Prose: its paragraphs as written. */
export const prosePresenter: ReviewPresenter = {
  Content: ({ item }: { item: ReviewItemDetail }) => (
    <ReviewBlock title="散文正文" testId="review-prose-body">
      <PlainBody text={item.body || item.excerpt} className="review-prose" />
    </ReviewBlock>
  ),
};
