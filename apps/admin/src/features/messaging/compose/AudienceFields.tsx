import { Alert, DatePicker, Form, Input, Radio, Typography } from 'antd';
import { consoleNotices } from '@fox/contracts/client';
import type { Dayjs } from 'dayjs';
import { chinaNow, outsideSchedule, parsePublicIds, type ComposeValues } from './compose-input';

const { BROADCAST_USERS_MAX, BROADCAST_SCHEDULE_MAX_DAYS } = consoleNotices;

/** Refuses what is not a public ID, and more IDs than one notice may list. */
async function checkIds(_rule: unknown, text?: string): Promise<void> {
  const { ids, invalid } = parsePublicIds(text);
  if (ids.length === 0 && invalid.length === 0) throw new Error('请填写至少一个用户 ID');
  if (invalid.length > 0) {
    const shown = invalid.slice(0, 5).join('、');
    throw new Error(`以下不是有效的用户 ID：${shown}${invalid.length > 5 ? ' …' : ''}`);
  }
  if (ids.length > BROADCAST_USERS_MAX)
    throw new Error(`一次最多指定 ${BROADCAST_USERS_MAX} 位用户，更多请分批发送或发送给全部用户`);
}

async function checkSendAt(_rule: unknown, picked?: Dayjs | null): Promise<void> {
  if (!picked) throw new Error('请选择发送时间');
  if (!picked.isAfter(chinaNow())) throw new Error('发送时间已过，请选择稍后的时间，或立即发送');
}

/** Whom the notice reaches (listed public IDs, or every account) and when (at once, or at a China time). */
export function AudienceFields() {
  const audience = Form.useWatch<ComposeValues['audience']>('audience');
  const timing = Form.useWatch<ComposeValues['timing']>('timing');
  const userIds = Form.useWatch<string | undefined>('userIds');
  const counted = parsePublicIds(userIds).ids.length;
  return (
    <>
      <Form.Item name="audience" label="发送对象">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'users', label: '指定用户' },
            { value: 'everyone', label: '全部用户' },
          ]}
          data-testid="compose-audience"
        />
      </Form.Item>
      {audience === 'everyone' ? (
        <Alert
          type="warning"
          showIcon
          className="compose-everyone"
          title="这条通知会发送给平台的每一个账号"
          description="系统分批送达，可在「通知记录」中查看进度；已送达的通知无法撤回，发送过程中可以停止尚未送达的部分。"
          data-testid="compose-everyone-warning"
        />
      ) : (
        <Form.Item
          name="userIds"
          label="用户 ID"
          required
          rules={[{ validator: checkIds }]}
          extra={
            <span data-testid="compose-user-count">
              填写用户的公开 ID（个人主页上的 ID），每行一个，或用逗号、空格分隔。已识别 {counted} 位，最多{' '}
              {BROADCAST_USERS_MAX} 位。
            </span>
          }
        >
          <Input.TextArea rows={3} placeholder={'10000001\n10000002'} data-testid="compose-user-ids" />
        </Form.Item>
      )}
      <Form.Item name="timing" label="发送时间">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'now', label: '立即发送' },
            { value: 'later', label: '定时发送' },
          ]}
          data-testid="compose-timing"
        />
      </Form.Item>
      {timing === 'later' ? (
        <Form.Item
          name="sendAt"
          label="定时发送时间（北京时间）"
          required
          rules={[{ validator: checkSendAt }]}
          extra={`按北京时间（UTC+8）发送，最多可提前 ${BROADCAST_SCHEDULE_MAX_DAYS} 天安排。`}
        >
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(day) => outsideSchedule(day)}
            showNow={false}
            placeholder="选择日期与时间"
            style={{ width: 240 }}
            data-testid="compose-send-at"
          />
        </Form.Item>
      ) : null}
      {timing === 'later' ? null : (
        <Typography.Paragraph type="secondary" className="compose-hint">
          提交后立即开始送达，用户的通知面板会实时出现未读提醒。
        </Typography.Paragraph>
      )}
    </>
  );
}
