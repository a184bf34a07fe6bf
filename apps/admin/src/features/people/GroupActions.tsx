import { Button, Space } from 'antd';
import type { consolePeople as contract } from '@fox/contracts';
import { consolePeople } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { ConfirmAction } from '../../kit';
import { useRefreshPeople } from './people-queries';

/** Ban states of spec 001 §4. */
const BANNED = 1;
const ORDER_ENDED = 2;

/** The drawer's actions on one group: ban it or lift the ban, and dissolve it. A dissolved group has none. */
export function GroupActions({ group }: { group: contract.ConsoleGroup }) {
  const refresh = useRefreshPeople();
  const done = () => void refresh();
  if (group.dissolved) return null;
  const name = `「${group.name}」（#${group.id}，${group.memberCount} 人）`;
  return (
    <Space wrap>
      {group.state === BANNED ? (
        <ConfirmAction
          title="解除该群聊的封禁？"
          description={<>{name}的成员可以立即重新发送消息，群主会收到通知。</>}
          reason="optional"
          okText="解除封禁"
          successText="已解除封禁"
          action={({ reason }) => api(consolePeople.unbanGroup, { id: group.id, reason })}
          onDone={done}
          testId="confirm-unban"
        >
          <Button type="primary" data-testid="group-unban">
            解除封禁
          </Button>
        </ConfirmAction>
      ) : group.state !== ORDER_ENDED ? (
        <ConfirmAction
          title="封禁该群聊？"
          description={
            <>
              {name}
              立即无法发送任何消息（所有服务器进程同时生效），成员会在群里看到封禁提示，群主会收到带原因的通知。
            </>
          }
          reason="required"
          reasonHint="原因会通过系统通知告知群主，并记录在审计日志中。"
          danger
          okText="封禁群聊"
          successText="群聊已封禁"
          action={({ reason }) => api(consolePeople.banGroup, { id: group.id, reason })}
          onDone={done}
          testId="confirm-ban"
        >
          <Button danger data-testid="group-ban">
            封禁群聊
          </Button>
        </ConfirmAction>
      ) : null}
      <ConfirmAction
        title="解散该群聊？"
        description={
          <>{name}将被解散：成员保留聊天记录，但再也不能在群里发送消息；群主会收到带原因的通知。</>
        }
        irreversible
        reasonHint="原因会通过系统通知告知群主，并记录在审计日志中。"
        okText="解散群聊"
        successText="群聊已解散"
        action={({ reason }) => api(consolePeople.dissolveGroup, { id: group.id, reason })}
        onDone={done}
        testId="confirm-dissolve"
      >
        <Button danger type="primary" data-testid="group-dissolve">
          解散群聊
        </Button>
      </ConfirmAction>
    </Space>
  );
}
