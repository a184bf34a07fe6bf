import { useState } from 'react';
import { useNavigate } from 'react-router';
import { novels } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { WriterBookForm, type BookFormValues } from './WriterBookForm';
import { WriterMyBooks } from './WriterMyBooks';
import { registerWritingMessages } from './writing-i18n';
import { useRefreshAfterWrite } from './writing-queries';
import { deskLinkOf } from './writing-rules';
import './writer-desk.css';

registerWritingMessages();

/**
 * The 小说 tab of the header's publish dialog: a new book's details, then its writing desk on the book's
 * page, where the chapters are written or imported. The writer's books are listed below, so one started
 * earlier is a click away.
 */
export default function NovelPublishTab({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const refresh = useRefreshAfterWrite();
  const [busy, setBusy] = useState(false);

  const publish = async ({ status, ...values }: BookFormValues) => {
    setBusy(true);
    try {
      const book = await api(novels.publishNovel, values);
      // A new book starts serialising; one the author declares complete says so at once.
      if (status === 'finished') await api(novels.editNovel, { id: book.id, status });
      void refresh();
      void message.success(t('novelWriting.newBook.created'));
      onLeave();
      void navigate(deskLinkOf(book.id, 'write'));
    } catch {
      // The request layer showed the server's message (a refused title, tag or cover).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="novel-publish-tab" data-testid="novel-publish-tab">
      <p className="novel-publish-tab__hint">{t('novelWriting.newBook.hint')}</p>
      <WriterBookForm
        submitLabel={t('novelWriting.newBook.submit')}
        busy={busy}
        onSubmit={(values) => void publish(values)}
        testId="novel-new-book"
      />
      <section className="novel-publish-tab__mine">
        <h3>{t('novelWriting.mine.heading')}</h3>
        <WriterMyBooks onPick={onLeave} />
      </section>
    </div>
  );
}
