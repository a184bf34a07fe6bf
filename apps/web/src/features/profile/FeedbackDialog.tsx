import { useState } from 'react';
import { Form, Modal, Radio, Tag, type ButtonProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CloseOutlined } from '@ant-design/icons';
import { feedback } from '@fox/contracts';
import { useFeedback } from '../../ui/feedback';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../api';
import { TextInput, textRule } from '../../ui';
import { ImageUploader } from '../../ui/uploader';
import { publishTimeOf } from '../../ui/text-format';

const HISTORY_SHOWN = 5;

/**
 * The sender's latest feedback with its state and the platform's answer (GET /admin/feedbackInfo), so
 * they see it arrived and what came of it.
 */
function FeedbackHistory() {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ['profile', 'feedback'],
    queryFn: ({ signal }) => api(feedback.myFeedback, { pageNum: 1, pageSize: HISTORY_SHOWN }, { signal }),
  });
  if (!history.data || history.data.data.length === 0) return null;
  return (
    <section className="feedback-history" data-testid="feedback-history">
      <h3>{t('profile.feedbackDialog.history')}</h3>
      <ul>
        {history.data.data.map((entry) => (
          <li key={entry.id}>
            <div className="feedback-history__row">
              <Tag color={entry.state === 'handled' ? 'success' : 'orange'} variant="filled">
                {t(`profile.feedbackDialog.${entry.state}`)}
              </Tag>
              <span className="feedback-history__text">{entry.content}</span>
              <time>{publishTimeOf(entry.createTime)}</time>
            </div>
            {entry.reply ? (
              <div className="feedback-history__reply" data-testid="feedback-reply">
                <span className="feedback-history__reply-label">{t('profile.feedbackDialog.reply')}</span>
                <span className="feedback-history__reply-text">{entry.reply}</span>
                {entry.replyTime ? <time>{publishTimeOf(entry.replyTime)}</time> : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Values {
  type: feedback.FeedbackType;
  content: string;
  contact: string;
}

/** Feedback to the platform (POST /admin/feedbackInfo): a type, text, up to five images, a contact. */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [images, setImages] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const client = useQueryClient();

  const close = () => {
    setImages([]);
    onClose();
  };

  const send = async (values: Values) => {
    setSending(true);
    try {
      await api(feedback.submitFeedback, { ...values, images });
      void message.success(t('profile.feedbackDialog.done'));
      void client.invalidateQueries({ queryKey: ['profile', 'feedback'] });
      close();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('profile.feedbackDialog.title')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('profile.feedbackDialog.submit')}
      cancelText={t('profile.feedbackDialog.cancel')}
      confirmLoading={sending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'feedback-submit' } as ButtonProps}
      modalRender={(node) => <div data-testid="feedback-dialog">{node}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ type: 'suggestion', content: '', contact: '' }}
        onFinish={(values) => void send(values)}
      >
        <Form.Item name="type" label={t('profile.feedbackDialog.type')}>
          <Radio.Group
            optionType="button"
            options={feedback.FEEDBACK_TYPES.map((value) => ({
              value,
              label: t(`profile.feedbackDialog.types.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('profile.feedbackDialog.content')}
          rules={[
            { required: true, whitespace: true, message: t('profile.feedbackDialog.contentRequired') },
            {
              min: feedback.FEEDBACK_TEXT_MIN,
              message: t('profile.feedbackDialog.contentTooShort', { min: feedback.FEEDBACK_TEXT_MIN }),
            },
            textRule('multiline', t),
          ]}
        >
          <TextInput
            textarea
            rows={4}
            maxLength={feedback.FEEDBACK_TEXT_MAX}
            showCount
            placeholder={t('profile.feedbackDialog.contentPlaceholder', { min: feedback.FEEDBACK_TEXT_MIN })}
            data-testid="feedback-content"
          />
        </Form.Item>
        <Form.Item label={t('profile.feedbackDialog.images', { max: feedback.FEEDBACK_IMAGES_MAX })}>
          <div className="feedback-images">
            {images.map((url) => (
              <div key={url} className="feedback-images__item">
                <img src={url} alt="" />
                <button
                  type="button"
                  aria-label={t('profile.feedbackDialog.removeImage')}
                  onClick={() => setImages((all) => all.filter((one) => one !== url))}
                >
                  <CloseOutlined />
                </button>
              </div>
            ))}
            {images.length < feedback.FEEDBACK_IMAGES_MAX && (
              <ImageUploader
                key={images.length}
                data-testid="feedback-image"
                onUploaded={(file) => setImages((all) => [...all, file.url])}
              />
            )}
          </div>
        </Form.Item>
        <Form.Item name="contact" label={t('profile.feedbackDialog.contact')}>
          <TextInput
            maxLength={feedback.FEEDBACK_CONTACT_MAX}
            placeholder={t('profile.feedbackDialog.contactPlaceholder')}
            data-testid="feedback-contact"
          />
        </Form.Item>
      </Form>
      <FeedbackHistory />
    </Modal>
  );
}
