import { useState } from 'react';
import { Alert, App, Avatar, Button, Form, Image, Input, Space, Tag, Typography } from 'antd';
import { SendOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { consoleNotices as contract } from '@fox/contracts';
import { consoleNotices } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import {
  ChinaTime,
  DetailDrawer,
  failureText,
  StateTag,
  useRefreshLists,
  type DetailItem,
} from '../../../kit';
import { FEEDBACK_STATE_LOOK, FEEDBACK_TYPE_LOOK } from '../labels';

type Feedback = contract.ConsoleFeedback;

export const feedbackKey = (id: number) => ['console-feedback', id] as const;

const { FEEDBACK_REPLY_MIN, FEEDBACK_REPLY_MAX } = consoleNotices;

/** The sender as people see them: avatar, nickname and public ID. */
export function Sender({
  feedback,
}: {
  feedback: Pick<Feedback, 'avatar' | 'nickName' | 'userName' | 'userId'>;
}) {
  return (
    <Space size={8} className="feedback-sender">
      <Avatar size={28} src={feedback.avatar || undefined} icon={<UserOutlined />} />
      <span>
        {feedback.nickName || '—'}
        <Typography.Text type="secondary"> ID {feedback.userName || `#${feedback.userId}`}</Typography.Text>
      </span>
    </Space>
  );
}

/** The answer form of a pending feedback: sent to the user as a system notice, then shown as answered. */
function ReplyForm({
  feedback,
  onAnswered,
}: {
  feedback: Feedback;
  onAnswered: (answered: Feedback) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async ({ reply }: { reply: string }) => {
    setBusy(true);
    setError(null);
    try {
      const answered = await api(
        consoleNotices.replyFeedback,
        { id: feedback.id, reply: reply.trim() },
        { silent: true },
      );
      void message.success('回复已发送，用户会收到系统通知');
      onAnswered(answered);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void send(values)}
      className="feedback-reply-form"
    >
      <Form.Item
        name="reply"
        label="回复用户"
        extra="回复会以系统通知发送给用户，并显示在用户「意见反馈」的记录里；发送后不能修改。"
        rules={[
          { required: true, whitespace: true, message: '请填写回复内容' },
          { min: FEEDBACK_REPLY_MIN, message: `回复至少 ${FEEDBACK_REPLY_MIN} 个字` },
        ]}
      >
        <Input.TextArea
          rows={4}
          maxLength={FEEDBACK_REPLY_MAX}
          showCount
          placeholder="感谢您的反馈，我们已……"
          data-testid="feedback-reply-input"
        />
      </Form.Item>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          className="feedback-reply-form__error"
          data-testid="feedback-reply-error"
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        icon={<SendOutlined />}
        loading={busy}
        data-testid="feedback-reply-submit"
      >
        发送回复
      </Button>
    </Form>
  );
}

/** One feedback: the user's text, pictures (open large), contact and sender; its answer, or the answer form. */
export function FeedbackDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  const detail = useQuery({
    queryKey: feedbackKey(id ?? 0),
    queryFn: ({ signal }) => api(consoleNotices.feedbackDetail, { id: id! }, { signal, silent: true }),
    enabled: id !== null,
  });
  const feedback = detail.data;
  const open = id !== null;

  const items: DetailItem[] = feedback
    ? [
        { label: '状态', value: <StateTag value={feedback.state} looks={FEEDBACK_STATE_LOOK} /> },
        {
          label: '类型',
          value: (
            <Tag color={FEEDBACK_TYPE_LOOK[feedback.type].color}>
              {FEEDBACK_TYPE_LOOK[feedback.type].label}
            </Tag>
          ),
        },
        { label: '用户', value: <Sender feedback={feedback} /> },
        {
          label: '联系方式',
          value: feedback.contact || <Typography.Text type="secondary">未填写</Typography.Text>,
        },
        { label: '提交时间', value: <ChinaTime value={feedback.createTime} />, span: 2 },
        {
          label: '反馈内容',
          value: (
            <div className="feedback-text" data-testid="feedback-detail-content">
              {feedback.content}
            </div>
          ),
          span: 2,
        },
        {
          label: `图片（${feedback.images.length}）`,
          span: 2,
          value:
            feedback.images.length > 0 ? (
              <Image.PreviewGroup>
                <Space size={8} wrap data-testid="feedback-images">
                  {feedback.images.map((url, index) => (
                    <Image
                      key={url}
                      src={url}
                      width={96}
                      height={96}
                      alt={`图片 ${index + 1}`}
                      className="feedback-image"
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            ) : (
              <Typography.Text type="secondary">无</Typography.Text>
            ),
        },
      ]
    : [];

  const answered = (next: Feedback) => {
    queryClient.setQueryData(feedbackKey(next.id), next);
    void refreshLists([consoleNotices.feedbackQueue]);
  };

  return (
    <DetailDrawer
      open={open}
      title={feedback ? `用户反馈 #${feedback.id}` : '用户反馈'}
      onClose={onClose}
      loading={open && detail.isPending}
      error={detail.isError ? failureText(detail.error) : null}
      items={items}
      testId="feedback-drawer"
    >
      {feedback?.reply ? (
        <section className="feedback-answer" data-testid="feedback-answer">
          <div className="feedback-answer__head">
            <span>平台回复</span>
            <Typography.Text type="secondary">
              {feedback.repliedByName || (feedback.repliedBy ? `#${feedback.repliedBy}` : '')} ·{' '}
              <ChinaTime value={feedback.replyTime} />
            </Typography.Text>
          </div>
          <div className="feedback-answer__text">{feedback.reply}</div>
        </section>
      ) : feedback ? (
        <ReplyForm key={feedback.id} feedback={feedback} onAnswered={answered} />
      ) : null}
    </DetailDrawer>
  );
}
