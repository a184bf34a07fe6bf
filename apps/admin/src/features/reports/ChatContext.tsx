import { Avatar, Image, Tag, Typography } from 'antd';
import { FileOutlined, LinkOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { consoleReports } from '@fox/contracts';
import { ChinaTime } from '../../kit';
import { personName } from './report-words';
import './report-chat.css';

type Chat = NonNullable<consoleReports.ReportPreview['chat']>;
type Line = consoleReports.ChatLine;

/** Lines the server writes into a conversation itself (a group's opening, a member joining). */
const SYSTEM_LINES = new Set(['tip', 'notice', 'command', 'msg']);

function LineBody({ line }: { line: Line }) {
  switch (line.messageType) {
    case 'text':
      return <span className="report-chat__text">{line.content}</span>;
    case 'photo':
      return <Image src={line.content} width={160} className="report-chat__photo" alt="图片消息" />;
    case 'video':
      return <video src={line.content} controls preload="metadata" className="report-chat__video" />;
    case 'voice':
      return <audio src={line.content} controls preload="none" className="report-chat__voice" />;
    case 'file':
      return (
        <a href={line.content} target="_blank" rel="noopener noreferrer" className="report-chat__file">
          <FileOutlined /> {line.fileName || '文件'}
        </a>
      );
    case 'share':
      return (
        <span className="report-chat__share">
          <LinkOutlined /> 分享：{line.shareTitle || '（无标题）'}
        </span>
      );
    default:
      return (
        <Typography.Text type="secondary">
          [{line.messageType} 消息{line.content ? `：${line.content}` : ''}]
        </Typography.Text>
      );
  }
}

function ChatLine({ line, group }: { line: Line; group: boolean }) {
  if (SYSTEM_LINES.has(line.messageType)) {
    return (
      <li className="report-chat__system" data-testid="report-chat-line">
        {line.content}
      </li>
    );
  }
  const name = personName(line.sender);
  return (
    <li
      className={`report-chat__line${line.reported ? ' report-chat__line--reported' : ''}`}
      data-testid="report-chat-line"
      data-reported={line.reported}
    >
      <Avatar
        size={36}
        src={line.sender.avatar || undefined}
        icon={<UserOutlined />}
        className="report-chat__avatar"
      />
      <div className="report-chat__main">
        <div className="report-chat__meta">
          <span className="report-chat__sender">
            {group && line.sender.groupNickName ? line.sender.groupNickName : name}
          </span>
          <Typography.Text type="secondary" className="report-chat__sender-id">
            ID {line.sender.userName || line.sender.id}
          </Typography.Text>
          <ChinaTime value={line.createTime} />
          {line.reported ? (
            <Tag color="red" className="report-chat__flag">
              被举报的消息
            </Tag>
          ) : null}
          {line.recalled ? <Tag>发送者已撤回</Tag> : null}
          {line.removed ? <Tag color="volcano">已被平台移除</Tag> : null}
        </div>
        <div className="report-chat__bubble">
          <LineBody line={line} />
        </div>
      </div>
    </li>
  );
}

/**
 * A reported chat message among the messages around it, oldest first, each with its sender, as the chat
 * showed them; the reported one is marked. A recalled message still shows what it said: the moderator
 * judges what was sent.
 */
export function ChatContext({ chat }: { chat: Chat }) {
  const group = chat.sessionType === 'group';
  return (
    <div className="report-chat" data-testid="report-chat">
      <div className="report-chat__head">
        <Avatar
          shape={group ? 'square' : 'circle'}
          size={32}
          src={chat.conversation.avatar || undefined}
          icon={group ? <TeamOutlined /> : <UserOutlined />}
        />
        <span className="report-chat__title">
          {group ? chat.conversation.name || '未命名群聊' : `与 ${chat.conversation.name || '对方'} 的私聊`}
        </span>
        <Tag>{group ? `群聊 #${chat.conversation.id}` : `接收人 #${chat.conversation.id}`}</Tag>
        <Typography.Text type="secondary" className="report-chat__hint">
          被举报消息的前后各至多 {consoleReports.CHAT_CONTEXT_AROUND} 条
        </Typography.Text>
      </div>
      <ol className="report-chat__lines">
        {chat.messages.map((line) => (
          <ChatLine key={line.id} line={line} group={group} />
        ))}
      </ol>
    </div>
  );
}
