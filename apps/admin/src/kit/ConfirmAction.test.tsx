import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { renderInConsole } from '../../test/render';
import { ChinaTime } from './ChinaTime';
import { ConfirmAction } from './ConfirmAction';
import { ContentStateTag } from './StatusTags';

describe('ConfirmAction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires a reason for what cannot be undone, then runs the action once and says so', async () => {
    const action = vi.fn(async () => undefined);
    const done = vi.fn();
    renderInConsole(
      <ConfirmAction
        title="解散这个群？"
        description="群成员会收到通知。"
        irreversible
        action={action}
        onDone={done}
        successText="已解散"
      >
        <Button data-testid="dissolve">解散</Button>
      </ConfirmAction>,
    );
    fireEvent.click(screen.getByTestId('dissolve'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('此操作无法撤销');
    expect(dialog.textContent).toContain('群成员会收到通知。');
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: '   ' } });
    expect(screen.getByTestId('confirm-action-ok')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('confirm-action-reason'), { target: { value: ' 传播违法信息 ' } });
    fireEvent.click(screen.getByTestId('confirm-action-ok'));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledWith({ reason: '传播违法信息' });
    expect(await screen.findByText('已解散')).toBeTruthy();
  });

  it('does nothing when cancelled', async () => {
    const action = vi.fn(async () => undefined);
    renderInConsole(
      <ConfirmAction title="通过？" action={action}>
        <Button data-testid="approve">通过</Button>
      </ConfirmAction>,
    );
    fireEvent.click(screen.getByTestId('approve'));
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('confirm-action-reason')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-action-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });
});

describe('status tags and times', () => {
  it('names the content states and writes times in China time', () => {
    renderInConsole(
      <div>
        <ContentStateTag state="CompelOff" />
        <ContentStateTag state="WaitApprove" />
        <ChinaTime value={Date.UTC(2026, 0, 1, 16, 30, 0)} />
      </div>,
    );
    expect(screen.getByText('强制下架')).toBeTruthy();
    expect(screen.getByText('待审核')).toBeTruthy();
    expect(screen.getByTestId('china-time').textContent).toBe('2026-01-02 00:30:00');
  });
});
