import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Rule } from 'antd/es/form';
import { consoleNotices } from '@fox/contracts/client';
import { optionsOf, SYSTEM_TYPE_NAMES, WALLET_TYPE_NAMES, type BroadcastTab } from '../labels';
import { CoverUpload } from './CoverUpload';
import { PORTAL_PATH, YUAN } from './compose-input';

const { BROADCAST_TITLE_MAX, BROADCAST_CONTENT_MAX, BROADCAST_FIELD_MAX, SHOP_ATTRS_MAX } = consoleNotices;

const required = (what: string): Rule => ({ required: true, whitespace: true, message: `请填写${what}` });
const yuanRule: Rule = { pattern: YUAN, message: '金额以元为单位，最多两位小数，如 19.90' };

/** The title and text every tab has; the words differ by tab (a shop notice names the shop or product). */
function TitleAndContent({ tab }: { tab: BroadcastTab }) {
  const shop = tab === 'shop';
  return (
    <>
      <Form.Item
        name="title"
        label={shop ? '店铺或商品名称' : '标题'}
        rules={[required(shop ? '店铺或商品名称' : '标题')]}
      >
        <Input
          maxLength={BROADCAST_TITLE_MAX}
          showCount
          placeholder={shop ? '如：狐狸小铺' : '如：平台服务升级公告'}
          data-testid="compose-title"
        />
      </Form.Item>
      <Form.Item name="content" label={shop ? '通知内容' : '正文'} rules={[required('正文')]}>
        <Input.TextArea
          rows={5}
          maxLength={BROADCAST_CONTENT_MAX}
          showCount
          placeholder="用户在通知面板中看到的文字"
          data-testid="compose-content"
        />
      </Form.Item>
    </>
  );
}

function SystemFields() {
  return (
    <>
      <Form.Item name="systemType" label="通知类型">
        <Radio.Group optionType="button" options={optionsOf(lookOf(SYSTEM_TYPE_NAMES))} />
      </Form.Item>
      <TitleAndContent tab="system" />
      <Space.Compact block className="compose-link">
        <Form.Item
          name="linkTitle"
          label="链接文字（选填）"
          dependencies={['linkUrl']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value?: string) =>
                !value?.trim() && getFieldValue('linkUrl')?.trim()
                  ? Promise.reject(new Error('填写了链接地址，也请填写链接文字'))
                  : Promise.resolve(),
            }),
          ]}
          className="compose-link__title"
        >
          <Input
            maxLength={BROADCAST_FIELD_MAX}
            placeholder="如：查看详情"
            data-testid="compose-link-title"
          />
        </Form.Item>
        <Form.Item
          name="linkUrl"
          label="链接地址（门户内的页面路径）"
          dependencies={['linkTitle']}
          rules={[
            { pattern: PORTAL_PATH, message: '请填写以 / 开头的门户页面路径，如 /my' },
            ({ getFieldValue }) => ({
              validator: (_rule, value?: string) =>
                !value?.trim() && getFieldValue('linkTitle')?.trim()
                  ? Promise.reject(new Error('填写了链接文字，也请填写链接地址'))
                  : Promise.resolve(),
            }),
          ]}
          className="compose-link__url"
        >
          <Input maxLength={512} placeholder="/imageTextDetail?id=1001" data-testid="compose-link-url" />
        </Form.Item>
      </Space.Compact>
    </>
  );
}

function ShopFields() {
  return (
    <>
      <TitleAndContent tab="shop" />
      <Form.Item name="coverImage" label="封面图（选填）">
        <CoverUpload />
      </Form.Item>
      <Form.Item name="price" label="价格（元，选填）" rules={[yuanRule]}>
        <Input prefix="¥" placeholder="19.90" style={{ width: 200 }} data-testid="compose-price" />
      </Form.Item>
      <Form.Item label={`商品规格（选填，最多 ${SHOP_ATTRS_MAX} 项）`}>
        <Form.List name="attrs">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" size={8} className="compose-attrs">
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[required('规格名')]}
                    className="compose-attrs__field"
                  >
                    <Input maxLength={16} placeholder="规格名，如 颜色" style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} className="compose-attrs__field">
                    <Input
                      maxLength={BROADCAST_FIELD_MAX}
                      placeholder="规格值，如 橙色"
                      style={{ width: 240 }}
                    />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} aria-label="删除该规格" />
                </Space>
              ))}
              {fields.length < SHOP_ATTRS_MAX ? (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })}>
                  添加规格
                </Button>
              ) : null}
            </Space>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}

function WalletFields() {
  return (
    <>
      <Form.Item name="noticeType" label="钱包通知类型" rules={[{ required: true, message: '请选择类型' }]}>
        <Select options={optionsOf(lookOf(WALLET_TYPE_NAMES))} style={{ width: 200 }} />
      </Form.Item>
      <TitleAndContent tab="wallet" />
      <Space size={16} wrap>
        <Form.Item name="amount" label="金额（元）" rules={[required('金额'), yuanRule]}>
          <Input prefix="¥" placeholder="9.90" style={{ width: 180 }} data-testid="compose-amount" />
        </Form.Item>
        <Form.Item name="payTypeName" label="支付方式（选填）">
          <Input maxLength={BROADCAST_FIELD_MAX} placeholder="如：微信支付" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="payDetail" label="明细（选填）">
          <Input
            maxLength={BROADCAST_FIELD_MAX}
            placeholder="如：解锁短剧《归途》第 3 集"
            style={{ width: 280 }}
          />
        </Form.Item>
      </Space>
    </>
  );
}

const lookOf = <K extends string>(names: Record<K, string>) =>
  Object.fromEntries(Object.entries(names).map(([key, label]) => [key, { label }])) as Record<
    K,
    { label: string }
  >;

/** The fields of the chosen tab (spec 001 §3): what its notice carries. */
export function NoticeFields({ tab }: { tab: BroadcastTab }) {
  switch (tab) {
    case 'system':
      return <SystemFields />;
    case 'shop':
      return <ShopFields />;
    case 'wallet':
      return <WalletFields />;
    case 'mcn':
      return <TitleAndContent tab="mcn" />;
  }
}
