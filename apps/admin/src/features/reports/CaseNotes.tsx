import { useState } from 'react';
import { Alert, App, Button, Empty, Input, Skeleton, Typography } from 'antd';
import { consoleReports as contract } from '@fox/contracts';
import { consoleReports } from '@fox/contracts/client';
import { api } from '@fox/web/api';
import { ChinaTime, failureText } from '../../kit';
import { Person } from './Person';
import { useCaseNotes, useRefreshCase } from './report-queries';

function NoteForm({ caseId }: { caseId: number }) {
  const { message } = App.useApp();
  const refreshCase = useRefreshCase();
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    if (busy || !content.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await api(consoleReports.addCaseNote, { id: caseId, content: content.trim() }, { silent: true });
      setContent('');
      void message.success('备注已添加');
      await refreshCase(caseId);
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="report-notes__form">
      <Input.TextArea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={contract.NOTE_MAX}
        showCount
        rows={3}
        placeholder="写给其他运营同事的备注，如核实情况、处理建议（举报人和作者看不到）"
        data-testid="report-note-input"
      />
      {error ? <Alert type="error" showIcon title={error} data-testid="report-note-error" /> : null}
      <div className="report-notes__submit">
        <Button
          type="primary"
          onClick={() => void add()}
          loading={busy}
          disabled={!content.trim()}
          data-testid="report-note-add"
        >
          添加备注
        </Button>
      </div>
    </div>
  );
}

/** Notes between operators on one case: newest first, and a form to add one. */
export function CaseNotes({ caseId }: { caseId: number }) {
  const pages = useCaseNotes(caseId);
  const notes = pages.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="report-notes" data-testid="report-notes">
      <NoteForm caseId={caseId} />
      {pages.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {pages.isError ? <Alert type="error" showIcon title={failureText(pages.error)} /> : null}
      {pages.isSuccess && notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有备注" />
      ) : null}
      <ul className="report-notes__list">
        {notes.map((note) => (
          <li key={note.id} className="report-notes__item" data-testid="report-note">
            <div className="report-notes__head">
              <Person person={note.operator} />
              <ChinaTime value={note.createTime} />
            </div>
            <Typography.Paragraph className="report-notes__text">{note.content}</Typography.Paragraph>
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button block onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
          加载更早的备注
        </Button>
      ) : null}
    </div>
  );
}
