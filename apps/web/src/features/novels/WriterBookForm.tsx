import { useState } from 'react';
import { Button, Form, Input, Radio, Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { novels } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { textProblemMessage, textRule } from '../../ui';
import { ImageUploader } from '../../ui/uploader';
import { lengthOf } from './writing-rules';

/** What the book form sends: every field, trimmed; the cover only once one was uploaded. */
export interface BookFormValues {
  title: string;
  category: novels.NovelCategory;
  tags: string[];
  synopsis: string;
  coverUrl?: string;
  status: novels.NovelStatus;
}

interface FieldValues {
  title: string;
  category?: novels.NovelCategory;
  tags: string[];
  synopsis: string;
  status: novels.NovelStatus;
}

interface WriterBookFormProps {
  /** The book being edited; a new book starts empty. */
  book?: Pick<novels.NovelDetail, 'title' | 'category' | 'tags' | 'synopsis' | 'coverUrl' | 'status'>;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: BookFormValues) => void;
  testId: string;
}

const P = 'novelWriting.book';

/**
 * A book's details as the author sets them: title, category, tags, synopsis, cover and whether it is
 * finished. The limits are the contract's (BOOK_TITLE_MAX, TAGS_MAX, TAG_MAX, SYNOPSIS_MAX), checked here
 * with their own messages before the server checks them again.
 */
export function WriterBookForm({ book, submitLabel, busy, onSubmit, testId }: WriterBookFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FieldValues>();
  const [coverUrl, setCoverUrl] = useState<string | null>(null);

  const maxLength = (max: number, key: string): RuleObject => ({
    validator: (_rule, value: unknown) =>
      lengthOf(value) > max ? Promise.reject(new Error(t(`${P}.${key}`, { max }))) : Promise.resolve(),
  });
  const tagsRule: RuleObject = {
    validator: (_rule, value: unknown) => {
      const tags = Array.isArray(value) ? (value as string[]) : [];
      if (tags.length > novels.TAGS_MAX) {
        return Promise.reject(new Error(t(`${P}.tagsTooMany`, { max: novels.TAGS_MAX })));
      }
      if (tags.some((tag) => lengthOf(tag) > novels.TAG_MAX)) {
        return Promise.reject(new Error(t(`${P}.tagTooLong`, { max: novels.TAG_MAX })));
      }
      const problem = tags.map((tag) => textProblemMessage(tag, 'name', t)).find(Boolean);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };

  const submit = (values: FieldValues) => {
    const tags = [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))];
    onSubmit({
      title: values.title.trim(),
      category: values.category!,
      tags,
      synopsis: values.synopsis.replace(/\r\n/g, '\n').trim(),
      ...(coverUrl ? { coverUrl } : {}),
      status: values.status,
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="writer-book-form"
      initialValues={{
        title: book?.title ?? '',
        category: book?.category as novels.NovelCategory | undefined,
        tags: book?.tags ?? [],
        synopsis: book?.synopsis ?? '',
        status: book?.status ?? 'serialising',
      }}
      onFinish={submit}
      data-testid={testId}
    >
      <div className="writer-book-form__grid">
        <div className="writer-book-form__fields">
          <Form.Item
            name="title"
            label={t(`${P}.title`)}
            rules={[
              { required: true, whitespace: true, message: t(`${P}.titleRequired`) },
              maxLength(novels.BOOK_TITLE_MAX, 'titleTooLong'),
              textRule('line', t),
            ]}
          >
            <Input
              maxLength={novels.BOOK_TITLE_MAX}
              showCount
              placeholder={t(`${P}.titlePlaceholder`, { max: novels.BOOK_TITLE_MAX })}
              data-testid="writer-book-title"
            />
          </Form.Item>
          <Form.Item
            name="category"
            label={t(`${P}.category`)}
            rules={[{ required: true, message: t(`${P}.categoryRequired`) }]}
          >
            {/* Eight categories: all in sight as chips, as the big sites' new-book forms show them. */}
            <Radio.Group
              className="writer-book-form__categories"
              options={novels.NOVEL_CATEGORIES.map((value) => ({ value, label: value }))}
              optionType="button"
              data-testid="writer-book-category"
            />
          </Form.Item>
          <div className="writer-book-form__row">
            <Form.Item name="tags" label={t(`${P}.tags`)} rules={[tagsRule]}>
              <Select
                mode="tags"
                open={false}
                suffixIcon={null}
                tokenSeparators={[',', ' ']}
                placeholder={t(`${P}.tagsPlaceholder`, { count: novels.TAGS_MAX, max: novels.TAG_MAX })}
                data-testid="writer-book-tags"
              />
            </Form.Item>
            <Form.Item name="status" label={t(`${P}.status`)}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={novels.NOVEL_STATUSES.map((value) => ({
                  value,
                  label: t(`${P}.statuses.${value}`),
                }))}
                data-testid="writer-book-status"
              />
            </Form.Item>
          </div>
        </div>
        <Form.Item label={t(`${P}.cover`)} extra={t(`${P}.coverHint`)} className="writer-book-form__cover">
          <ImageUploader
            value={book?.coverUrl || undefined}
            onUploaded={(file) => setCoverUrl(file.url)}
            data-testid="writer-book-cover"
          />
        </Form.Item>
      </div>
      <Form.Item
        name="synopsis"
        label={t(`${P}.synopsis`)}
        rules={[maxLength(novels.SYNOPSIS_MAX, 'synopsisTooLong'), textRule('multiline', t)]}
      >
        <Input.TextArea
          rows={4}
          maxLength={novels.SYNOPSIS_MAX}
          showCount
          placeholder={t(`${P}.synopsisPlaceholder`, { max: novels.SYNOPSIS_MAX })}
          data-testid="writer-book-synopsis"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
    </Form>
  );
}
