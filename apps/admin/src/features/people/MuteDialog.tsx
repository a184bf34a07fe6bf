import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import { consoleCore, consolePeople as contract } from '@fox/contracts';
import { consolePeople } from '@fox/contracts/client';
import { api, isApiError } from '@fox/web/api';
import { chinaTimeText, failureText } from '../../kit';
import { muteUntilText } from './people-looks';

type TimedUnit = Exclude<contract.MuteUnit, 'untilLifted'>;

const UNIT_NAMES: Record<TimedUnit, string> = { minutes: '分钟', hours: '小时', days: '天' };
const UNIT_MS: Record<TimedUnit, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };
const LONGEST_MS = contract.MUTE_MAX_DAYS * UNIT_MS.days;

/** The lengths operators pick most. */
const QUICK_PICKS: { amount: number; unit: TimedUnit; label: string }[] = [
  { amount: 10, unit: 'minutes', label: '10 分钟' },
  { amount: 1, unit: 'hours', label: '1 小时' },
  { amount: 1, unit: 'days', label: '1 天' },
  { amount: 7, unit: 'days', label: '7 天' },
  { amount: 30, unit: 'days', label: '30 天' },
];

/**
 * 禁言: mutes an account from every chat (private and group) for a time or until lifted, with the reason
 * its owner is told. A mute in force is replaced.
 */
export function MuteDialog({
  user,
  onClose,
  onDone,
}: {
  user: Pick<contract.ConsoleUser, 'id' | 'nickName' | 'userName' | 'mute'>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [mode, setMode] = useState<'timed' | 'untilLifted'>('timed');
  const [amount, setAmount] = useState<number | null>(1);
  const [unit, setUnit] = useState<TimedUnit>('days');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const length = mode === 'timed' && amount ? amount * UNIT_MS[unit] : null;
  const tooLong = length !== null && length > LONGEST_MS;
  const ready = reason.trim().length > 0 && (mode === 'untilLifted' || (length !== null && !tooLong));

  const submit = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api(consolePeople.muteUser, {
        id: user.id,
        unit: mode === 'untilLifted' ? 'untilLifted' : unit,
        ...(mode === 'timed' && amount ? { amount } : {}),
        reason: reason.trim(),
      });
    } catch (caught) {
      setBusy(false);
      if (!(isApiError(caught) && caught.kind === 'cancelled')) setError(failureText(caught));
      return;
    }
    setBusy(false);
    void message.success('已禁言');
    onDone();
  };

  return (
    <Modal
      open
      title={`禁言「${user.nickName || user.userName}」`}
      okText="禁言"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={() => {
        if (!busy) onClose();
      }}
      okButtonProps={{ danger: true, disabled: !ready, loading: busy, ...{ 'data-testid': 'mute-ok' } }}
      cancelButtonProps={{ disabled: busy }}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="mute-dialog"
    >
      <Typography.Paragraph type="secondary">
        禁言期间该用户无法在任何私聊与群聊中发送消息，其他功能不受影响。
      </Typography.Paragraph>
      {user.mute ? (
        <Alert
          type="info"
          showIcon
          className="mute-dialog__current"
          title={`当前已禁言（${muteUntilText(user.mute)}），确认后将替换为新的禁言。`}
        />
      ) : null}
      <Form layout="vertical" className="mute-dialog__form">
        <Form.Item
          label="禁言时长"
          required
          validateStatus={tooLong ? 'error' : undefined}
          help={tooLong ? `禁言时长最多 ${contract.MUTE_MAX_DAYS} 天，更长请选择直到解除` : undefined}
          extra={
            length !== null && !tooLong
              ? `将禁言至 ${chinaTimeText(Date.now() + length)}（北京时间，以确认时刻起算）`
              : mode === 'untilLifted'
                ? '禁言一直有效，直到运营人员解除。'
                : undefined
          }
        >
          <Space orientation="vertical" size={10} className="mute-dialog__length">
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value as 'timed' | 'untilLifted')}
              data-testid="mute-mode"
            >
              <Radio value="timed">按时长</Radio>
              <Radio value="untilLifted" data-testid="mute-until-lifted">
                直到解除
              </Radio>
            </Radio.Group>
            {mode === 'timed' ? (
              <>
                <Space.Compact>
                  <InputNumber
                    min={1}
                    max={contract.MUTE_MAX_DAYS * 24 * 60}
                    precision={0}
                    value={amount}
                    onChange={(value) => setAmount(value)}
                    style={{ width: 140 }}
                    aria-label="时长"
                    data-testid="mute-amount"
                  />
                  <Select
                    value={unit}
                    onChange={setUnit}
                    options={(Object.keys(UNIT_NAMES) as TimedUnit[]).map((value) => ({
                      value,
                      label: UNIT_NAMES[value],
                    }))}
                    style={{ width: 90 }}
                    aria-label="单位"
                    data-testid="mute-unit"
                  />
                </Space.Compact>
                <Space size={6} wrap>
                  {QUICK_PICKS.map((pick) => (
                    <Button
                      key={pick.label}
                      size="small"
                      type={amount === pick.amount && unit === pick.unit ? 'primary' : 'default'}
                      ghost={amount === pick.amount && unit === pick.unit}
                      onClick={() => {
                        setAmount(pick.amount);
                        setUnit(pick.unit);
                      }}
                    >
                      {pick.label}
                    </Button>
                  ))}
                </Space>
              </>
            ) : null}
          </Space>
        </Form.Item>
        <Form.Item label="原因" required extra="原因会通过系统通知告知该用户，并记录在审计日志中。">
          <Input.TextArea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={consoleCore.CONSOLE_REASON_MAX}
            showCount
            rows={3}
            placeholder="请填写禁言原因"
            data-testid="mute-reason"
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} data-testid="mute-error" /> : null}
    </Modal>
  );
}
