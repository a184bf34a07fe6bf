import { Form, Input, Select } from 'antd';
import { content } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';

type RelationType = (typeof content.RELATION_TYPES)[number] | 'none';

/** The form values the promotion-tag fields fill. */
export interface RelationValues {
  relationType?: RelationType;
  relationTitle?: string;
  relationUserName?: string;
  relationTask?: string;
}

/** The tag the fields describe, as the publish calls take it; null for none. */
export function relationOf(values: RelationValues): content.Relation | null {
  const type = values.relationType ?? 'none';
  if (type === 'none') return null;
  return {
    busyType: type,
    busyTitle: values.relationTitle ?? '',
    userName: type === 'Window' ? (values.relationUserName ?? '') : '',
    childTaskNumber: type === 'BusyTask' ? (values.relationTask ?? null) : null,
  };
}

/**
 * The optional promotion tag of a video or an article (spec 000 §4 "Promotion tags"): its kind, then the
 * title every kind shows, the shop-window name of a Window tag and the wish number a BusyTask tag opens.
 */
export function RelationFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<RelationValues>();
  const relationType = Form.useWatch('relationType', form) ?? 'none';
  return (
    <>
      <Form.Item name="relationType" label={t('publishDialog.relation')} initialValue="none">
        <Select
          data-testid="publish-relation-type"
          options={(['none', ...content.RELATION_TYPES] as const).map((value) => ({
            value,
            label: t(`publishDialog.relationTypes.${value}`),
          }))}
        />
      </Form.Item>
      {relationType !== 'none' && (
        <Form.Item
          name="relationTitle"
          label={t('publishDialog.relationTitle')}
          rules={[{ required: true, whitespace: true, message: t('publishDialog.relationTitleRequired') }]}
        >
          <Input maxLength={content.TITLE_MAX} data-testid="publish-relation-title" />
        </Form.Item>
      )}
      {relationType === 'Window' && (
        <Form.Item name="relationUserName" label={t('publishDialog.relationUserName')}>
          <Input maxLength={32} />
        </Form.Item>
      )}
      {relationType === 'BusyTask' && (
        <Form.Item
          name="relationTask"
          label={t('publishDialog.relationTask')}
          rules={[{ required: true, whitespace: true, message: t('publishDialog.relationTaskRequired') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
      )}
    </>
  );
}
