import { Alert, Button, Form, Segmented, Space, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { consoleNotices as contract } from '@fox/contracts';
import { consoleNotices } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { confirmAction, PageSection } from '../../../kit';
import { TAB_LOOK, type BroadcastTab } from '../labels';
import { AudienceFields } from './AudienceFields';
import { chinaNow, chinaTimeOf, createInputOf, parsePublicIds, type ComposeValues } from './compose-input';
import { NoticeFields } from './NoticeFields';
import { NoticePreview } from './NoticePreview';
import '../messaging.css';

/** What each tab is for, under the tab switch. */
const TAB_HINTS: Record<BroadcastTab, string> = {
  system: '平台公告或账号相关的通知，可附带一个跳转到门户页面的链接。',
  shop: '商城相关的通知：店铺或商品名称、说明，可附封面、价格和规格。',
  wallet: '钱包变动的通知：支付、退款、收益到账或退回，带金额与明细。',
  mcn: 'MCN 机构相关的通知：标题与正文。',
};

const INITIAL: ComposeValues = {
  tab: 'system',
  systemType: 'announcement',
  noticeType: 'paySuccess',
  audience: 'users',
  timing: 'now',
  attrs: [],
};

function Summary({ values }: { values: ComposeValues }) {
  const count = parsePublicIds(values.userIds).ids.length;
  const when =
    values.timing === 'later' && values.sendAt
      ? `${chinaTimeOf(values.sendAt).slice(0, 16)}（北京时间）`
      : '立即';
  return (
    <dl className="compose-summary" data-testid="compose-summary">
      <dt>类型</dt>
      <dd>{TAB_LOOK[values.tab].label}</dd>
      <dt>标题</dt>
      <dd>{values.title?.trim()}</dd>
      <dt>发送对象</dt>
      <dd>{values.audience === 'everyone' ? '全部用户' : `指定的 ${count} 位用户`}</dd>
      <dt>发送时间</dt>
      <dd>{when}</dd>
    </dl>
  );
}

/**
 * 发送通知: a system, shop, wallet or MCN notice with the fields of its tab, to listed users or everyone,
 * at once or at a China time; a preview of how the portal's panel shows it. Sent after a confirmation
 * (a clear one for everyone), then the notice's record opens with its progress.
 */
export function ComposeNoticePage() {
  const [form] = Form.useForm<ComposeValues>();
  const navigate = useNavigate();
  const tab = Form.useWatch('tab', form) ?? INITIAL.tab;
  const watched = Form.useWatch([], { form, preserve: true }) as Partial<ComposeValues> | undefined;

  const submit = async () => {
    const values = { ...INITIAL, ...(await form.validateFields()), tab } as ComposeValues;
    const everyone = values.audience === 'everyone';
    const scheduled = values.timing === 'later';
    let made: contract.Broadcast | undefined;
    const done = await confirmAction({
      title: everyone ? '发送给全部用户？' : `发送给 ${parsePublicIds(values.userIds).ids.length} 位用户？`,
      description: (
        <>
          <Summary values={values} />
          {everyone ? (
            <Alert
              type="warning"
              showIcon
              title="这条通知将送达平台的每一个账号，送达后无法撤回。"
              data-testid="compose-confirm-everyone"
            />
          ) : null}
        </>
      ),
      danger: everyone,
      okText: everyone ? '确认发送给全部用户' : scheduled ? '确认定时发送' : '确认发送',
      reason: 'optional',
      reasonHint: '原因会记录在审计日志中，用户看不到。',
      successText: scheduled ? '已安排定时发送' : '已开始发送',
      invalidates: [consoleNotices.broadcastList],
      testId: 'compose-confirm',
      action: async ({ reason }) => {
        made = await api(
          consoleNotices.createBroadcast,
          { ...createInputOf(values), reason },
          { silent: true },
        );
      },
    });
    if (done && made) void navigate(`/notices/broadcasts?id=${made.id}`);
  };

  const preview = {
    tab,
    title: watched?.title?.trim() ?? '',
    content: watched?.content?.trim() ?? '',
    linkTitle: tab === 'system' ? watched?.linkTitle?.trim() : undefined,
    linkUrl: tab === 'system' ? watched?.linkUrl?.trim() : undefined,
    time:
      watched?.timing === 'later' && watched.sendAt ? chinaTimeOf(watched.sendAt) : chinaTimeOf(chinaNow()),
  };

  return (
    <Form<ComposeValues>
      form={form}
      layout="vertical"
      initialValues={INITIAL}
      className="compose"
      onFinish={() => void submit()}
      data-testid="compose-form"
    >
      <div className="compose__main">
        <PageSection title="通知内容">
          <Form.Item name="tab" className="compose__tabs">
            <Segmented
              options={consoleNotices.BROADCAST_TABS.map((value) => ({
                value,
                label: <span data-testid={`compose-tab-${value}`}>{TAB_LOOK[value].label}</span>,
              }))}
            />
          </Form.Item>
          <Typography.Paragraph type="secondary" className="compose__tab-hint">
            {TAB_HINTS[tab]}
          </Typography.Paragraph>
          <NoticeFields tab={tab} />
        </PageSection>
        <PageSection title="发送对象与时间">
          <AudienceFields />
          <Space className="compose__actions">
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} data-testid="compose-submit">
              {watched?.timing === 'later' ? '定时发送' : '发送通知'}
            </Button>
            <Button onClick={() => form.resetFields()}>清空</Button>
          </Space>
        </PageSection>
      </div>
      <aside className="compose__aside">
        <PageSection title="门户预览">
          <NoticePreview notice={preview} />
          <Typography.Paragraph type="secondary" className="compose__preview-note">
            用户在门户右上角的通知面板「系统通知 › {TAB_LOOK[tab].panelTab}
            」中看到这条通知；未读时显示红点与未读数。
            {tab === 'shop' || tab === 'wallet' ? ' 面板只显示标题、正文与时间，其余字段随通知保存。' : ''}
          </Typography.Paragraph>
        </PageSection>
      </aside>
    </Form>
  );
}
