import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { PlusOutlined } from '@ant-design/icons';
import { novels } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { textRule } from '../../ui';
import { lengthOf } from './writing-rules';

const P = 'novelWriting.volume';

/** Opens a new volume: the chapters written after it go into it, as the server files them. */
export function WriterVolumeAdd({ bookId, onAdded }: { bookId: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ title: string }>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const tooLong: RuleObject = {
    validator: (_rule, value: unknown) =>
      lengthOf(value) > novels.VOLUME_TITLE_MAX
        ? Promise.reject(new Error(t(`${P}.tooLong`, { max: novels.VOLUME_TITLE_MAX })))
        : Promise.resolve(),
  };

  const add = async ({ title }: { title: string }) => {
    setBusy(true);
    try {
      const volume = await api(novels.addVolume, { id: bookId, title: title.trim() });
      void message.success(t(`${P}.added`, { title: volume.title }));
      form.resetFields();
      setOpen(false);
      onAdded();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button
        block
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => setOpen(true)}
        data-testid="writer-volume-add"
      >
        {t(`${P}.add`)}
      </Button>
    );
  }
  return (
    <Form
      form={form}
      onFinish={(values) => void add(values)}
      className="writer-volume-add"
      data-testid="writer-volume-form"
    >
      <Form.Item
        name="title"
        rules={[
          { required: true, whitespace: true, message: t(`${P}.required`) },
          tooLong,
          textRule('line', t),
        ]}
      >
        <Input
          autoFocus
          maxLength={novels.VOLUME_TITLE_MAX}
          showCount
          aria-label={t(`${P}.title`)}
          placeholder={t(`${P}.placeholder`, { max: novels.VOLUME_TITLE_MAX })}
          data-testid="writer-volume-title"
        />
      </Form.Item>
      <div className="writer-volume-add__actions">
        <Button size="small" onClick={() => setOpen(false)}>
          {t('novelWriting.chapter.cancel')}
        </Button>
        <Button
          size="small"
          type="primary"
          htmlType="submit"
          loading={busy}
          data-testid="writer-volume-submit"
        >
          {t(`${P}.add`)}
        </Button>
      </div>
    </Form>
  );
}
