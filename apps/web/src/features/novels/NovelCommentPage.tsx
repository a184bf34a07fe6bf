import { Button, Skeleton } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { PageProps } from '../../ui/PageHeading';
import { CommentPanel } from '../comments';
import { BookCover } from './BookCover';
import { BookMeta } from './BookMeta';
import { bookLinkOf, idParam, NOVEL_HOME_PATH } from './novel-links';
import { novelKeys, useNovelInfo, useViewer } from './novel-queries';
import { registerNovelsMessages } from './novels-i18n';
import './novels.css';

registerNovelsMessages();

/** /novel/commentPage?id: a book's comments in the site's comment panel (busyType Novel). */
export function NovelCommentPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const viewer = useViewer();
  const info = useNovelInfo(id);
  const queryClient = useQueryClient();
  // The book's count (shown on its page) follows the panel's once a comment was sent.
  const onTotalChange = (total: number) => {
    if (info.data && info.data.commentCount !== total) {
      void queryClient.invalidateQueries({ queryKey: novelKeys.info(info.data.id, viewer) });
    }
  };

  if (id === null || info.isError) {
    return (
      <div className="novel-missing" data-testid="novel-not-found">
        <p>{t('novels.notFound')}</p>
        <Button type="primary" shape="round" onClick={() => navigate(NOVEL_HOME_PATH)}>
          {t('novels.backHome')}
        </Button>
      </div>
    );
  }
  if (info.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} className="novel-detail" />;
  const book = info.data;

  return (
    <div className="novel-detail novel-comments" data-testid="novel-comment-page">
      <Link to={bookLinkOf(book.id)} className="novel-comments__back">
        <LeftOutlined /> {t('novels.backToBook')}
      </Link>
      <section className="novel-comments__book">
        <BookCover book={book} size="sm" />
        <div>
          <h1 className="novel-comments__title">{t('novels.commentTitle', { title: book.title })}</h1>
          <div className="novel-comments__meta">
            <span>{t('novels.author', { name: book.nickName })}</span>
            <BookMeta book={book} />
          </div>
        </div>
      </section>
      <section className="novel-card">
        <CommentPanel
          busyCode={book.id}
          busyType="Novel"
          authorUserId={book.authorId}
          onTotalChange={onTotalChange}
        />
      </section>
    </div>
  );
}
