import { Form, Input } from 'antd';
import { content } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { textRule } from '../../ui';
import type { Published } from './published';

export interface FormProps {
  /** The dialog's publish button submits the form with this id. */
  formId: string;
  onPublished: (published: Published) => void;
  onBusy: (busy: boolean) => void;
}

interface TitleFieldProps {
  label?: string;
  requiredMessage?: string;
  testId?: string;
}

/** The work's title: required, one line, up to the platform's length. */
export function TitleField({ label, requiredMessage, testId = 'publish-title' }: TitleFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="title"
      label={label ?? t('publishDialog.title_')}
      rules={[
        { required: true, whitespace: true, message: requiredMessage ?? t('publishDialog.titleRequired') },
        textRule('line', t),
      ]}
    >
      <Input
        maxLength={content.TITLE_MAX}
        showCount
        placeholder={t('publishDialog.titlePlaceholder', { max: content.TITLE_MAX })}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** Runs a publish call with the dialog's busy state; the request layer shows a refusal. */
export async function publishing(onBusy: (busy: boolean) => void, call: () => Promise<void>) {
  onBusy(true);
  try {
    await call();
  } catch {
    // Shown by the request layer (a settlement refusal included).
  } finally {
    onBusy(false);
  }
}
