import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { SUPER_OPERATOR, type consolePeople as contract } from '@fox/contracts';
import { consolePeople } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { ConfirmAction } from '../../kit';
import { useConsoleSession } from '../../session';
import { MuteDialog } from './MuteDialog';
import { useRefreshPeople } from './people-queries';

/** Why the server would refuse every action on this account, said before the operator tries. */
function lockedBecause(user: contract.ConsoleUser, operatorId: number | undefined): string | null {
  if (user.roles.includes(SUPER_OPERATOR)) return '不能对超级管理员执行该操作，请先收回其超级管理员角色';
  if (user.id === operatorId) return '不能对自己的账号执行该操作';
  return null;
}

/** The drawer's actions on one account: disable or re-enable it, mute it or lift its mute. */
export function UserActions({ user, liveSessions }: { user: contract.ConsoleUser; liveSessions: number }) {
  const operatorId = useConsoleSession((state) => state.operator?.id);
  const refresh = useRefreshPeople();
  const [muting, setMuting] = useState(false);
  const locked = lockedBecause(user, operatorId);
  const name = `「${user.nickName || user.userName}」（ID ${user.userName}）`;
  const done = () => void refresh();

  const buttons = (
    <Space wrap>
      {user.state === 'active' ? (
        <ConfirmAction
          title="停用该账号？"
          description={
            <>
              {name}的所有登录会立即结束（当前 {liveSessions} 个在线会话），正在使用的设备会被退出登录；
              之后的请求与登录都会被拒绝，并看到停用原因。
            </>
          }
          reason="required"
          reasonHint="原因会展示给该用户（退出登录时与再次登录时），并记录在审计日志中。"
          danger
          okText="停用账号"
          successText="账号已停用"
          action={({ reason }) => api(consolePeople.disableUser, { id: user.id, reason })}
          onDone={done}
          testId="confirm-disable"
        >
          <Button danger disabled={locked !== null} data-testid="user-disable">
            停用账号
          </Button>
        </ConfirmAction>
      ) : (
        <ConfirmAction
          title="恢复该账号？"
          description={<>{name}可以重新登录；停用时结束的登录不会恢复，需要重新登录。</>}
          reason="optional"
          okText="恢复账号"
          successText="账号已恢复"
          action={({ reason }) => api(consolePeople.enableUser, { id: user.id, reason })}
          onDone={done}
          testId="confirm-enable"
        >
          <Button type="primary" disabled={locked !== null} data-testid="user-enable">
            恢复账号
          </Button>
        </ConfirmAction>
      )}
      <Button disabled={locked !== null} onClick={() => setMuting(true)} data-testid="user-mute">
        {user.mute ? '修改禁言' : '禁言'}
      </Button>
      {user.mute ? (
        <ConfirmAction
          title="解除禁言？"
          description={<>{name}可以立即在私聊与群聊中发送消息。</>}
          reason="optional"
          okText="解除禁言"
          successText="已解除禁言"
          action={({ reason }) => api(consolePeople.unmuteUser, { id: user.id, reason })}
          onDone={done}
          testId="confirm-unmute"
        >
          <Button disabled={locked !== null} data-testid="user-unmute">
            解除禁言
          </Button>
        </ConfirmAction>
      ) : null}
    </Space>
  );

  return (
    <>
      {locked ? (
        <Tooltip title={locked} placement="bottomRight">
          <span data-testid="user-actions-locked">{buttons}</span>
        </Tooltip>
      ) : (
        buttons
      )}
      {muting ? (
        <MuteDialog
          user={user}
          onClose={() => setMuting(false)}
          onDone={() => {
            setMuting(false);
            done();
          }}
        />
      ) : null}
    </>
  );
}
