import { useState } from 'react';
import { Alert, App, Form, InputNumber, Modal, Typography } from 'antd';
import type { consoleGames as contract } from '@fox/contracts';
import { consoleGames } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { failureText } from '../../kit';

/**
 * 返利规则: a game's weekly rebate, a percent of the week's spending once it reaches the threshold (0% for
 * none). The server checks the same bounds; claims already filed keep the amounts computed when filed.
 */
export function RebateRuleDialog({
  game,
  onClose,
  onDone,
}: {
  game: contract.ConsoleGame;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(game.rebatePercent);
  const [threshold, setThreshold] = useState<number | null>(game.rebateThresholdCoins);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = percent !== null && threshold !== null;

  const submit = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api(consoleGames.setGameRebate, { id: game.id, percent, thresholdCoins: threshold });
    } catch (caught) {
      setError(failureText(caught));
      setBusy(false);
      return;
    }
    setBusy(false);
    void message.success('返利规则已保存');
    onDone();
    onClose();
  };

  return (
    <Modal
      open
      title={`返利规则 · ${game.name}`}
      okText="保存"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !ready, loading: busy, ...{ 'data-testid': 'rebate-rule-save' } }}
      destroyOnHidden
      data-testid="rebate-rule-dialog"
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label="返利比例（%）"
          extra={`0 表示没有返利，最高 ${consoleGames.GAME_REBATE_PERCENT_MAX}%`}
        >
          <InputNumber
            min={0}
            max={consoleGames.GAME_REBATE_PERCENT_MAX}
            precision={0}
            style={{ width: 180 }}
            value={percent}
            onChange={setPercent}
            suffix="%"
            data-testid="rebate-rule-percent"
          />
        </Form.Item>
        <Form.Item
          label="每周消费门槛（狐币）"
          extra="玩家一周内在该游戏的消费达到门槛，才按比例返还全部消费"
        >
          <InputNumber
            min={0}
            max={consoleGames.GAME_REBATE_THRESHOLD_MAX}
            precision={0}
            style={{ width: 180 }}
            value={threshold}
            onChange={setThreshold}
            suffix="狐币"
            data-testid="rebate-rule-threshold"
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">
        新规则立即生效：本周与尚未申请的已结束周期按新规则计算，已提交的申请保持提交时的金额。
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} data-testid="rebate-rule-error" /> : null}
    </Modal>
  );
}
