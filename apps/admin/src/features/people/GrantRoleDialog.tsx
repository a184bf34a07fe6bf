import { useState } from 'react';
import { Alert, App, Avatar, Empty, Form, Input, Modal, Segmented, Select, Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { consoleCore, CONSOLE_ROLES, type ConsoleRole, type consolePeople as contract } from '@fox/contracts';
import { consolePeople } from '@fox/contracts/client';
import { api, isApiError } from '@fox/web/api';
import { failureText, ROLE_DUTIES, ROLE_NAMES, RoleTag, StateTag } from '../../kit';
import { ACCOUNT_STATE_LOOK, consoleRolesIn } from './people-looks';

type FindBy = 'phone' | 'userName';

/** The account found, or why none is shown yet. */
type Found =
  | { kind: 'none' }
  | { kind: 'searching' }
  | { kind: 'missing'; text: string }
  | { kind: 'failed'; message: string }
  | { kind: 'found'; user: contract.ConsoleUser };

function FoundAccount({ user }: { user: contract.ConsoleUser }) {
  const roles = consoleRolesIn(user.roles);
  return (
    <div className="grant-role__account" data-testid="grant-role-account">
      <Avatar size={44} src={user.avatar || undefined} icon={<UserOutlined />} />
      <div className="grant-role__account-text">
        <Space size={6}>
          <Typography.Text strong>{user.nickName || '—'}</Typography.Text>
          <StateTag value={user.state} looks={ACCOUNT_STATE_LOOK} />
        </Space>
        <Typography.Text type="secondary">
          ID {user.userName}
          {user.phone ? ` · ${user.phone}` : ''}
        </Typography.Text>
        <div>
          {roles.length > 0 ? (
            roles.map((role) => <RoleTag key={role} role={role} />)
          ) : (
            <Typography.Text type="secondary">暂无后台角色</Typography.Text>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * 授予角色: finds one account by its public ID or phone, then grants it a console role with the reason.
 * The account holds the role from its next request.
 */
export function GrantRoleDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [findBy, setFindBy] = useState<FindBy>('phone');
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found>({ kind: 'none' });
  const [role, setRole] = useState<ConsoleRole | undefined>(undefined);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const user = found.kind === 'found' ? found.user : null;
  const held = user ? consoleRolesIn(user.roles) : [];
  const ready = user !== null && role !== undefined && !held.includes(role) && reason.trim().length > 0;

  const find = async (value: string) => {
    const wanted = value.trim();
    if (!wanted) return;
    setFound({ kind: 'searching' });
    setRole(undefined);
    setError(null);
    try {
      const { data } = await api(
        consolePeople.searchUsers,
        { [findBy]: wanted, pageSize: 1 },
        { silent: true },
      );
      setFound(data[0] ? { kind: 'found', user: data[0] } : { kind: 'missing', text: wanted });
    } catch (caught) {
      setFound({ kind: 'failed', message: failureText(caught) });
    }
  };

  const submit = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api(consolePeople.grantRole, { id: user.id, role, reason: reason.trim() });
    } catch (caught) {
      setBusy(false);
      if (!(isApiError(caught) && caught.kind === 'cancelled')) setError(failureText(caught));
      return;
    }
    setBusy(false);
    void message.success(`已授予「${ROLE_NAMES[role]}」角色`);
    onDone();
  };

  return (
    <Modal
      open
      title="授予后台角色"
      okText="授予角色"
      cancelText="取消"
      width={560}
      onOk={() => void submit()}
      onCancel={() => {
        if (!busy) onClose();
      }}
      okButtonProps={{ disabled: !ready, loading: busy, ...{ 'data-testid': 'grant-role-ok' } }}
      cancelButtonProps={{ disabled: busy }}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="grant-role-dialog"
    >
      <Form layout="vertical" className="grant-role__form">
        <Form.Item label="查找账号" required>
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <Segmented<FindBy>
              value={findBy}
              onChange={(value) => {
                setFindBy(value);
                setFound({ kind: 'none' });
              }}
              options={[
                { value: 'phone', label: '手机号' },
                { value: 'userName', label: '账号 ID' },
              ]}
              data-testid="grant-role-find-by"
            />
            <Input.Search
              value={text}
              onChange={(event) => setText(event.target.value)}
              onSearch={(value) => void find(value)}
              placeholder={findBy === 'phone' ? '完整手机号' : '完整账号 ID'}
              enterButton="查找"
              loading={found.kind === 'searching'}
              maxLength={32}
              data-testid="grant-role-search"
            />
          </Space>
        </Form.Item>
        {found.kind === 'found' ? <FoundAccount user={found.user} /> : null}
        {found.kind === 'missing' ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={`没有${findBy === 'phone' ? '手机号' : '账号 ID'}为「${found.text}」的账号`}
            data-testid="grant-role-missing"
          />
        ) : null}
        {found.kind === 'failed' ? <Alert type="error" showIcon title={found.message} /> : null}
        {user ? (
          <>
            <Form.Item label="角色" required extra={role ? ROLE_DUTIES[role] : undefined}>
              <Select<ConsoleRole>
                value={role}
                onChange={setRole}
                placeholder="选择要授予的后台角色"
                options={CONSOLE_ROLES.map((value) => ({
                  value,
                  label: held.includes(value) ? `${ROLE_NAMES[value]}（已拥有）` : ROLE_NAMES[value],
                  disabled: held.includes(value),
                }))}
                data-testid="grant-role-role"
              />
            </Form.Item>
            <Form.Item label="原因" required extra="原因会记录在审计日志中；该用户会收到角色开通的系统通知。">
              <Input.TextArea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={consoleCore.CONSOLE_REASON_MAX}
                showCount
                rows={2}
                placeholder="如：新入职运营，负责举报处理"
                data-testid="grant-role-reason"
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
      {error ? <Alert type="error" showIcon title={error} data-testid="grant-role-error" /> : null}
    </Modal>
  );
}
