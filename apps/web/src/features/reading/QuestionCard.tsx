import type { contentQa } from '@fox/contracts';
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { shortCount } from '../../ui/format';
import { publishTimeOf } from '../../ui/text-format';

/** One question in the list: title, the start of its description, who asked and how many answered. */
export function QuestionCard({ question }: { question: contentQa.Question }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => shortCount(value, i18n.language);
  return (
    <li className="reading-card" data-testid="question-card">
      <Link to={`/askDetail?id=${question.id}`} className="reading-card__link">
        <div className="reading-card__body">
          <h2 className="reading-card__title" data-testid="question-card-title">
            <span className="reading-card__badge">{t('reading.question')}</span>
            {question.title}
          </h2>
          {question.summary && <p className="reading-card__summary">{question.summary}</p>}
          <div className="reading-card__meta">
            <span className="reading-card__author">
              <Avatar size={22} src={question.userAvatar || undefined} icon={<UserOutlined />} />
              <span>{question.nickName}</span>
            </span>
            <span className="reading-card__strong">
              {t('reading.answers', { value: count(question.answerCount) })}
            </span>
            <span>{t('reading.likes', { value: count(question.praiseCount) })}</span>
            <span>{t('reading.collects', { value: count(question.collectCount) })}</span>
            <span className="reading-card__time">{publishTimeOf(question.createTime)}</span>
          </div>
        </div>
      </Link>
    </li>
  );
}
