import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { consoleCore } from '@fox/contracts';
import { isApiError } from '@fox/web/api';
import { useConfirmRequest, type ConfirmOptions } from './confirm-store';
import { useRefreshLists } from './list-keys';

/** The message of a failed action: the API's own, or a plain one. */
export function failureText(error: unknown): string {
  if (isApiError(error)) return error.msg || '操作失败，请稍后再试';
  return '操作失败，请稍后再试';
}

/** antd hands data attributes on to the button element, though its props do not name them. */
const testIdOf = (testId: string): Record<string, string> => ({ 'data-testid': testId });

function ConfirmDialog({ options, resolve }: { options: ConfirmOptions; resolve: (done: boolean) => void }) {
  const { message } = App.useApp();
  const refreshLists = useRefreshLists();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonMode = options.irreversible ? 'required' : options.reason;
  const missingReason = reasonMode === 'required' && reason.trim().length === 0;

  const confirm = async () => {
    if (busy || missingReason) return;
    setBusy(true);
    setError(null);
    try {
      await options.action({ reason: reason.trim() });
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught) && caught.kind === 'cancelled') return;
      setError(failureText(caught));
      return;
    }
    setBusy(false);
    void message.success(options.successText ?? '操作成功');
    if (options.invalidates) void refreshLists(options.invalidates);
    resolve(true);
  };

  return (
    <Modal
      open
      title={options.title}
      okText={options.okText ?? '确定'}
      cancelText="取消"
      okButtonProps={{
        danger: options.danger ?? options.irreversible,
        disabled: missingReason,
        loading: busy,
        ...testIdOf('confirm-action-ok'),
      }}
      cancelButtonProps={{ disabled: busy, ...testIdOf('confirm-action-cancel') }}
      onOk={() => void confirm()}
      onCancel={() => {
        if (!busy) resolve(false);
      }}
      closable={!busy}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid={options.testId ?? 'confirm-action'}
    >
      {options.description ? <div className="confirm-action__description">{options.description}</div> : null}
      {options.irreversible ? (
        <Alert
          type="warning"
          showIcon
          title="此操作无法撤销，请确认后再继续。"
          className="confirm-action__warning"
        />
      ) : null}
      {reasonMode ? (
        <Form layout="vertical" className="confirm-action__form">
          <Form.Item
            label={reasonMode === 'required' ? '原因' : '原因（选填）'}
            required={reasonMode === 'required'}
            extra={options.reasonHint ?? '原因会记录在审计日志中。'}
          >
            <Input.TextArea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={consoleCore.CONSOLE_REASON_MAX}
              showCount
              rows={3}
              placeholder="请填写原因"
              data-testid="confirm-action-reason"
            />
          </Form.Item>
        </Form>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} data-testid="confirm-action-error" /> : null}
    </Modal>
  );
}

/** Renders the open confirmation (the app mounts it once, inside antd's App and the query client). */
export function ConfirmActionHost() {
  const current = useConfirmRequest((state) => state.current);
  if (!current) return null;
  return <ConfirmDialog key={current.id} options={current.options} resolve={current.resolve} />;
}
