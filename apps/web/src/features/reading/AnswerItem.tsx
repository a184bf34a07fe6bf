import { useState } from 'react';
import type { contentQa } from '@fox/contracts';
import { Avatar, Button } from 'antd';
import { DownOutlined, MessageOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../auth';
import { CommentPanel } from '../comments';
import { RichText } from './ArticleBody';
import { ContentActions } from './ContentActions';
import { publishTimeOf } from '../../ui/text-format';
import { readingKeys } from './reading-queries';
import { useCommentCountRefresh } from './use-comment-count';

/**
 * One answer: who wrote it, the text, like and collect, and its comments behind the '评论' toggle
 * (answers are commented on, questions are answered).
 */
export function AnswerItem({ answer }: { answer: contentQa.Answer }) {
  const { t } = useTranslation();
  const own = useSessionStore((state) => state.userId) === answer.userId;
  const [showComments, setShowComments] = useState(false);
  const onCommentTotal = useCommentCountRefresh(readingKeys.answers(answer.questionId));
  const authorLink = own ? '/my' : `/othersHome?userId=${answer.userId}`;
  const newTab = own ? {} : { target: '_blank', rel: 'noopener noreferrer' };

  return (
    <li className="reading-answer" data-testid="answer-item">
      <div className="reading-answer__head">
        <Link to={authorLink} {...newTab} className="reading-author__link">
          <Avatar
            size={36}
            src={answer.userAvatar || undefined}
            icon={<UserOutlined />}
            alt={answer.nickName}
          />
        </Link>
        <div className="reading-author__text">
          <Link to={authorLink} {...newTab} className="reading-author__link">
            <span className="reading-author__name">{answer.nickName}</span>
          </Link>
          <span className="reading-author__time">{publishTimeOf(answer.createTime)}</span>
        </div>
      </div>
      <RichText html={answer.contentHtml} className="reading-answer__body" testId="answer-body" />
      <div className="reading-answer__foot">
        <ContentActions
          size="small"
          busyCode={answer.id}
          busyType="Answer"
          authorUserId={answer.userId}
          liked={answer.praiseObj}
          praiseCount={answer.praiseCount}
          collected={answer.collectObj}
          collectCount={answer.collectCount}
        />
        <Button
          type="text"
          className="reading-answer__comments-toggle"
          icon={<MessageOutlined />}
          aria-expanded={showComments}
          onClick={() => setShowComments((shown) => !shown)}
          data-testid="answer-comments-toggle"
        >
          {showComments ? t('reading.hideComments') : `${t('reading.answerComments')} ${answer.commentCount}`}
          {showComments ? <UpOutlined /> : <DownOutlined />}
        </Button>
      </div>
      {showComments && (
        <div className="reading-answer__comments" data-testid="answer-comments">
          <CommentPanel
            busyCode={answer.id}
            busyType="Answer"
            authorUserId={answer.userId}
            onTotalChange={onCommentTotal}
          />
        </div>
      )}
    </li>
  );
}
