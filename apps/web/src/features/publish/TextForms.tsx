import { useState } from 'react';
import { Form, Input } from 'antd';
import { contentArticles, contentLiterature, contentQa } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { paragraphsHtml } from '../../ui/text-format';
import { blockKey, blocksToHtml, firstImageOf, hasContent, type BodyBlock } from './body-blocks';
import { BodyEditor } from './BodyEditor';
import { RelationFields, relationOf, type RelationValues } from './RelationFields';
import { publishing, TitleField, type FormProps } from './form-parts';

/**
 * An article: a title and a body of paragraphs and images (the first image is the cover), and an optional
 * promotion tag.
 */
export function ArticleForm({ formId, onPublished, onBusy }: FormProps) {
  const { t } = useTranslation();
  const [blocks, setBlocks] = useState<BodyBlock[]>(() => [{ key: blockKey(), type: 'text', text: '' }]);
  const [bodyError, setBodyError] = useState(false);
  return (
    <Form
      name={formId}
      layout="vertical"
      onFinish={(values: { title: string } & RelationValues) => {
        if (!hasContent(blocks)) return setBodyError(true);
        const cover = firstImageOf(blocks);
        void publishing(onBusy, async () => {
          const created = await api(contentArticles.publishArticle, {
            title: values.title,
            contentHtml: blocksToHtml(blocks),
            ...(cover ? { coverUrl: cover } : {}),
            relation: relationOf(values),
          });
          onPublished({ kind: 'article', id: created.id });
        });
      }}
    >
      <TitleField />
      <Form.Item
        label={t('publishDialog.body')}
        required
        validateStatus={bodyError ? 'error' : undefined}
        help={bodyError ? t('publishDialog.bodyRequired') : undefined}
      >
        <BodyEditor
          value={blocks}
          onChange={(next) => {
            setBlocks(next);
            setBodyError(false);
          }}
        />
      </Form.Item>
      <RelationFields />
    </Form>
  );
}

/** A question: a title and an optional description. */
export function QuestionForm({ formId, onPublished, onBusy }: FormProps) {
  const { t } = useTranslation();
  return (
    <Form
      name={formId}
      layout="vertical"
      onFinish={(values: { title: string; description?: string }) =>
        void publishing(onBusy, async () => {
          const created = await api(contentQa.askQuestion, {
            title: values.title,
            contentHtml: paragraphsHtml(values.description ?? ''),
          });
          onPublished({ kind: 'question', id: created.id });
        })
      }
    >
      <TitleField />
      <Form.Item name="description" label={t('publishDialog.questionBody')}>
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 10 }}
          maxLength={5000}
          data-testid="publish-description"
        />
      </Form.Item>
    </Form>
  );
}

function ContentField({ max }: { max: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="content"
      label={t('publishDialog.content')}
      rules={[{ required: true, whitespace: true, message: t('publishDialog.contentRequired') }]}
    >
      <Input.TextArea
        autoSize={{ minRows: 6, maxRows: 16 }}
        maxLength={max}
        showCount
        data-testid="publish-content"
      />
    </Form.Item>
  );
}

/** A poem: title, the poet and dynasty if known, and the text. */
export function PoemForm({ formId, onPublished, onBusy }: FormProps) {
  const { t } = useTranslation();
  return (
    <Form
      name={formId}
      layout="vertical"
      onFinish={(values: { title: string; author?: string; dynasty?: string; content: string }) =>
        void publishing(onBusy, async () => {
          const created = await api(contentLiterature.publishPoem, {
            title: values.title,
            author: values.author ?? '',
            dynasty: values.dynasty ?? '',
            content: values.content,
          });
          onPublished({ kind: 'poem', id: created.id });
        })
      }
    >
      <TitleField />
      <div className="publish-form__row">
        <Form.Item name="author" label={t('publishDialog.poemAuthor')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="dynasty" label={t('publishDialog.poemDynasty')}>
          <Input maxLength={16} />
        </Form.Item>
      </div>
      <ContentField max={contentLiterature.POEM_MAX} />
    </Form>
  );
}

/** A prose piece: title and text. */
export function ProseForm({ formId, onPublished, onBusy }: FormProps) {
  return (
    <Form
      name={formId}
      layout="vertical"
      onFinish={(values: { title: string; content: string }) =>
        void publishing(onBusy, async () => {
          const created = await api(contentLiterature.publishProse, values);
          onPublished({ kind: 'prose', id: created.id });
        })
      }
    >
      <TitleField />
      <ContentField max={contentLiterature.PROSE_MAX} />
    </Form>
  );
}
