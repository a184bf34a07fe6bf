import { useState } from 'react';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { novels } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { textRule } from '../../ui';
import { useSettlementGate } from '../wallet';
import { lengthOf, paidPriceOf, wordCountOf } from './writing-rules';

type Sale = 'free' | 'paid';

interface Values {
  title: string;
  text: string;
  sale: Sale;
  price?: number | null;
}

/** The chapter being corrected: its number and what it holds now. */
export interface ChapterDraft {
  chapterNumber: number;
  title: string;
  text: string;
  price: number;
}

interface WriterChapterFormProps {
  bookId: number;
  /** The number a new chapter takes (the book's chapter count + 1). */
  nextNumber: number;
  /** Where a new chapter goes: the book's latest volume (null before its first chapter). */
  latestVolume: string | null;
  /** Set to correct a chapter; absent to write the next one. */
  draft?: ChapterDraft;
  onSaved: (entry: novels.CatalogueEntry) => void;
  onCancel?: () => void;
}

const P = 'novelWriting.chapter';

/**
 * Writes the next chapter of a book, or corrects one: title, the text with its live word count, and free
 * or paid at a price in fox coins. Paid chapters earn money, so, as for dramas, the settlement account
 * must be in order first (the server refuses otherwise; the gate says why and where to fix it).
 */
export function WriterChapterForm({
  bookId,
  nextNumber,
  latestVolume,
  draft,
  onSaved,
  onCancel,
}: WriterChapterFormProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gate = useSettlementGate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const text = Form.useWatch('text', form) ?? draft?.text ?? '';
  const sale = Form.useWatch('sale', form) ?? (draft && draft.price > 0 ? 'paid' : 'free');
  const words = wordCountOf(text);
  const number = draft?.chapterNumber ?? nextNumber;

  const maxLength = (max: number, key: string): RuleObject => ({
    validator: (_rule, value: unknown) =>
      lengthOf(value) > max ? Promise.reject(new Error(t(`${P}.${key}`, { max }))) : Promise.resolve(),
  });
  const priceRule: RuleObject = {
    validator: (_rule, value: unknown) => {
      if (value === null || value === undefined || value === '') {
        return Promise.reject(new Error(t(`${P}.priceRequired`)));
      }
      return paidPriceOf(value, novels.CHAPTER_PRICE_MAX) === null
        ? Promise.reject(new Error(t(`${P}.priceRange`, { max: novels.CHAPTER_PRICE_MAX })))
        : Promise.resolve();
    },
  };

  const save = async (values: Values) => {
    const title = values.title.trim();
    const body = values.text.replace(/\r\n/g, '\n').trim();
    const price = values.sale === 'paid' ? paidPriceOf(values.price, novels.CHAPTER_PRICE_MAX)! : 0;
    setBusy(true);
    try {
      // Only a chapter that starts selling needs the gate; one already paid keeps its standing.
      const startsSelling = price > 0 && !(draft && draft.price > 0);
      if (startsSelling && !(await gate.check())) return;
      if (draft) {
        const entry = await api(novels.editChapter, {
          id: bookId,
          chapter: draft.chapterNumber,
          ...(title !== draft.title && { title }),
          ...(body !== draft.text && { text: body }),
          ...(price !== draft.price && { price }),
        });
        void message.success(t(`${P}.saved`, { number: entry.chapterNumber }));
        onSaved(entry);
      } else {
        const entry = await api(novels.addChapter, { id: bookId, title, text: body, price });
        void message.success(t(`${P}.published`, { number: entry.chapterNumber }));
        form.resetFields();
        onSaved(entry);
      }
    } catch {
      // The request layer showed the server's refusal (an empty text once markup is gone, a full book).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="writer-chapter-form"
      initialValues={{
        title: draft?.title ?? '',
        text: draft?.text ?? '',
        sale: draft && draft.price > 0 ? 'paid' : 'free',
        price: draft && draft.price > 0 ? draft.price : null,
      }}
      onFinish={(values) => void save(values)}
      data-testid={draft ? 'writer-chapter-edit-form' : 'writer-chapter-form'}
    >
      <div className="writer-chapter-form__head">
        <span className="writer-chapter-form__number">{t(`${P}.number`, { number })}</span>
        {!draft && (
          <span className="writer-chapter-form__volume" data-testid="writer-chapter-volume">
            {latestVolume
              ? t('novelWriting.volume.latest', { title: latestVolume })
              : t('novelWriting.volume.none')}
          </span>
        )}
      </div>
      <Form.Item
        name="title"
        label={t(`${P}.title`)}
        rules={[
          { required: true, whitespace: true, message: t(`${P}.titleRequired`) },
          maxLength(novels.CHAPTER_TITLE_MAX, 'titleTooLong'),
          textRule('line', t),
        ]}
      >
        <Input
          maxLength={novels.CHAPTER_TITLE_MAX}
          showCount
          placeholder={t(`${P}.titlePlaceholder`, { max: novels.CHAPTER_TITLE_MAX })}
          data-testid="writer-chapter-title"
        />
      </Form.Item>
      <Form.Item
        name="text"
        label={
          <span className="writer-chapter-form__label">
            {t(`${P}.text`)}
            {/* Beside the label, so the count stays in sight above a long text. */}
            <strong data-testid="writer-chapter-words">{t(`${P}.wordCount`, { count: words })}</strong>
          </span>
        }
        rules={[
          { required: true, whitespace: true, message: t(`${P}.textRequired`) },
          maxLength(novels.CHAPTER_TEXT_MAX, 'textTooLong'),
          textRule('multiline', t),
        ]}
        extra={
          <span className="writer-chapter-form__count">
            <span>{t(`${P}.charCount`, { count: lengthOf(text), max: novels.CHAPTER_TEXT_MAX })}</span>
          </span>
        }
      >
        <Input.TextArea
          rows={10}
          placeholder={t(`${P}.textPlaceholder`)}
          className="writer-chapter-form__text"
          data-testid="writer-chapter-text"
        />
      </Form.Item>
      <div className="writer-chapter-form__sale">
        <Form.Item name="sale" label={t(`${P}.sale`)}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'free', label: t(`${P}.free`) },
              { value: 'paid', label: t(`${P}.paid`) },
            ]}
            data-testid="writer-chapter-sale"
          />
        </Form.Item>
        {sale === 'paid' && (
          <Form.Item
            name="price"
            label={t(`${P}.price`)}
            rules={[priceRule]}
            extra={t(`${P}.priceHint`, { max: novels.CHAPTER_PRICE_MAX })}
          >
            {/* No min or max: a number out of range stays as typed and the rule says why. */}
            <InputNumber precision={0} style={{ width: 160 }} data-testid="writer-chapter-price" />
          </Form.Item>
        )}
      </div>
      <div className="writer-chapter-form__actions">
        {onCancel && <Button onClick={onCancel}>{t(`${P}.cancel`)}</Button>}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="writer-chapter-submit">
          {draft ? t(`${P}.save`) : t(`${P}.submit`)}
        </Button>
      </div>
    </Form>
  );
}
