import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { novels } from '@fox/contracts';
import { useSessionStore } from '../auth';
import NovelPublishTab from './NovelPublishTab';
import { WriterChapterForm } from './WriterChapterForm';
import { WriterImport } from './WriterImport';
import { bookOf, fakeServer, logInTestUser, renderAt } from './novel-test-kit';
import { registerWritingMessages } from './writing-i18n';
import { wordCountOf } from './writing-rules';

const check = vi.hoisted(() => vi.fn());
vi.mock('../wallet', () => ({ useSettlementGate: () => ({ check }) }));

registerWritingMessages();

const PUBLISH = 'POST /app/api/novel';
const EDIT = 'PUT /app/api/novel';
const MINE = 'GET /app/api/novel/mine';
const ADD_CHAPTER = 'POST /app/api/novel/chapter';
const IMPORT = 'POST /app/api/novel/import';

const entryOf = (body: Record<string, unknown>): novels.CatalogueEntry => ({
  chapterNumber: 4,
  title: String(body.title),
  wordCount: 10,
  volumeNumber: 1,
  paid: Number(body.price) > 0,
  price: Number(body.price),
  readable: true,
  createTime: '2026-11-01 10:00:00',
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  logInTestUser();
  check.mockReset();
  check.mockResolvedValue(true);
});
afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe('writing rules', () => {
  it('counts words as the server does: CJK characters and marks one each, a Latin run one', () => {
    expect(wordCountOf('他推开门。\nHello world 2026')).toBe(8);
    expect(wordCountOf('<p>雨夜</p>')).toBe(2);
  });
});

describe('WriterChapterForm', { timeout: 60_000 }, () => {
  function renderForm() {
    const onSaved = vi.fn();
    const view = renderAt(
      '/desk',
      '/desk',
      <WriterChapterForm bookId={5} nextNumber={4} latestVolume="第一卷 山门" onSaved={onSaved} />,
    );
    return { ...view, onSaved };
  }

  it('says what is missing and sends nothing', async () => {
    const server = fakeServer();
    renderForm();
    fireEvent.click(screen.getByTestId('writer-chapter-submit'));
    expect(await screen.findByText('请输入章节标题')).toBeTruthy();
    expect(screen.getByText('请输入正文')).toBeTruthy();
    expect(server.callsTo(ADD_CHAPTER)).toEqual([]);
  });

  it('counts the words live and publishes a free chapter into the latest volume', async () => {
    const server = fakeServer();
    server.handlers[ADD_CHAPTER] = (body) => entryOf(body);
    const { onSaved } = renderForm();
    expect(screen.getByTestId('writer-chapter-volume').textContent).toContain('第一卷 山门');
    type('writer-chapter-title', '  第四章 天晴 ');
    type('writer-chapter-text', '太阳出来了。\n\n街上很热闹。 ');
    await waitFor(() => expect(screen.getByTestId('writer-chapter-words').textContent).toBe('本章12字'));
    fireEvent.click(screen.getByTestId('writer-chapter-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.callsTo(ADD_CHAPTER)).toEqual([
      { id: 5, title: '第四章 天晴', text: '太阳出来了。\n\n街上很热闹。', price: 0 },
    ]);
    expect(check).not.toHaveBeenCalled();
  });

  it('refuses a price outside 1 to the contract maximum, then sells through the settlement gate', async () => {
    const server = fakeServer();
    server.handlers[ADD_CHAPTER] = (body) => entryOf(body);
    const { onSaved } = renderForm();
    type('writer-chapter-title', '第四章');
    type('writer-chapter-text', '正文');
    fireEvent.click(within(screen.getByTestId('writer-chapter-sale')).getByText('付费'));
    const price = await screen.findByTestId('writer-chapter-price');
    fireEvent.click(screen.getByTestId('writer-chapter-submit'));
    expect(await screen.findByText('请输入价格')).toBeTruthy();
    fireEvent.change(price, { target: { value: String(novels.CHAPTER_PRICE_MAX + 1) } });
    fireEvent.click(screen.getByTestId('writer-chapter-submit'));
    expect(await screen.findByText(`价格为1～${novels.CHAPTER_PRICE_MAX}的整数`)).toBeTruthy();
    expect(server.callsTo(ADD_CHAPTER)).toEqual([]);
    fireEvent.change(price, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('writer-chapter-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(check).toHaveBeenCalledTimes(1);
    expect(server.callsTo(ADD_CHAPTER)).toEqual([{ id: 5, title: '第四章', text: '正文', price: 12 }]);
  });

  it('sends only what changed when a chapter is corrected', async () => {
    const server = fakeServer();
    server.handlers[`PUT /app/api/novel/chapter`] = (body) => entryOf({ title: '第二章', price: 0, ...body });
    const onSaved = vi.fn();
    renderAt(
      '/desk',
      '/desk',
      <WriterChapterForm
        bookId={5}
        nextNumber={2}
        latestVolume={null}
        draft={{ chapterNumber: 2, title: '第二章', text: '旧的一段。', price: 0 }}
        onSaved={onSaved}
      />,
    );
    type('writer-chapter-text', '新的一段。');
    fireEvent.click(screen.getByTestId('writer-chapter-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.callsTo('PUT /app/api/novel/chapter')).toEqual([{ id: 5, chapter: 2, text: '新的一段。' }]);
  });
});

describe('NovelPublishTab', { timeout: 60_000 }, () => {
  function serve() {
    const server = fakeServer();
    server.handlers[MINE] = () => [];
    server.handlers[PUBLISH] = (body) => bookOf({ id: 31, title: String(body.title), mine: true });
    server.handlers[EDIT] = (body) => bookOf({ id: 31, status: body.status as novels.NovelStatus });
    return server;
  }

  it('checks the title, category and tags against the contract before sending', async () => {
    const server = serve();
    renderAt('/', '/', <NovelPublishTab onLeave={vi.fn()} />);
    type('writer-book-title', 'x'.repeat(novels.BOOK_TITLE_MAX + 1));
    fireEvent.click(screen.getByTestId('novel-new-book-submit'));
    expect(await screen.findByText('请选择分类')).toBeTruthy();
    type('writer-book-title', ' ');
    fireEvent.click(screen.getByTestId('novel-new-book-submit'));
    expect(await screen.findByText('请输入书名')).toBeTruthy();
    expect(server.callsTo(PUBLISH)).toEqual([]);
  });

  it('creates the book, marks it finished when asked, and opens its writing desk', async () => {
    const server = serve();
    const onLeave = vi.fn();
    renderAt('/', '/', <NovelPublishTab onLeave={onLeave} />);
    expect(await screen.findByTestId('writer-mine-empty')).toBeTruthy();
    type('writer-book-title', ' 青灯夜雨 ');
    fireEvent.click(within(screen.getByTestId('writer-book-category')).getByText('仙侠'));
    fireEvent.click(screen.getByText('已完结'));
    type('writer-book-synopsis', '一盏青灯。');
    fireEvent.click(screen.getByTestId('novel-new-book-submit'));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(server.callsTo(PUBLISH)).toEqual([
      { title: '青灯夜雨', category: '仙侠', tags: [], synopsis: '一盏青灯。' },
    ]);
    expect(server.callsTo(EDIT)).toEqual([{ id: 31, status: 'finished' }]);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/novel/novelDetails?id=31&desk=write'),
    );
  });
});

describe('WriterImport', { timeout: 60_000 }, () => {
  const found = { title: '第一章 雨夜', wordCount: 12 };
  const txt = (text: string) => new File([text], 'book.txt', { type: 'text/plain' });

  it('shows the chapters a dry run found, then imports them with the paid ones from a chapter on', async () => {
    const server = fakeServer();
    server.handlers[IMPORT] = (body) => ({
      encoding: 'utf-8',
      chapters: [found, { title: '第二章 天晴', wordCount: 13 }],
      saved: !body.dryRun,
      firstNumber: body.dryRun ? 0 : 4,
      lastNumber: body.dryRun ? 0 : 5,
    });
    const onImported = vi.fn();
    renderAt('/', '/', <WriterImport bookId={5} chapterCount={3} onImported={onImported} />);
    fireEvent.change(screen.getByTestId('writer-import-input'), {
      target: { files: [txt('第一章 雨夜\n窗外下着雨。\n第二章 天晴\n太阳出来了。')] },
    });
    const table = await screen.findByTestId('writer-import-found');
    expect(within(table).getByText('第一章 雨夜')).toBeTruthy();
    expect(within(table).getByText('13')).toBeTruthy();
    const [dryRun] = server.callsTo(IMPORT);
    expect(dryRun).toMatchObject({ id: 5, dryRun: true });
    expect(atob(String(dryRun!.file))).toBe(
      unescape(encodeURIComponent('第一章 雨夜\n窗外下着雨。\n第二章 天晴\n太阳出来了。')),
    );

    fireEvent.change(screen.getByTestId('writer-import-paid-from'), { target: { value: '9' } });
    expect(await screen.findByText('请填写4～5之间的章节号')).toBeTruthy();
    fireEvent.change(screen.getByTestId('writer-import-paid-from'), { target: { value: '5' } });
    fireEvent.change(await screen.findByTestId('writer-import-price'), { target: { value: '8' } });
    await waitFor(() =>
      expect((screen.getByTestId('writer-import-confirm') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('writer-import-confirm'));
    expect(await screen.findByTestId('writer-import-done')).toBeTruthy();
    expect(server.callsTo(IMPORT)[1]).toMatchObject({ id: 5, dryRun: false, paidFromNumber: 5, price: 8 });
    expect(check).toHaveBeenCalledTimes(1);
    expect(onImported).toHaveBeenCalled();
  });

  it('refuses a file that is not .txt or too large without sending it', async () => {
    const server = fakeServer();
    renderAt('/', '/', <WriterImport bookId={5} chapterCount={0} onImported={vi.fn()} />);
    fireEvent.change(screen.getByTestId('writer-import-input'), {
      target: { files: [new File(['x'], 'book.docx', { type: 'application/msword' })] },
    });
    expect(await screen.findByText('请选择.txt文件')).toBeTruthy();
    const big = new File([new Uint8Array(novels.IMPORT_FILE_MAX_BYTES + 1)], 'big.txt', {
      type: 'text/plain',
    });
    fireEvent.change(screen.getByTestId('writer-import-input'), { target: { files: [big] } });
    expect(await screen.findByText('文件不能超过700KB')).toBeTruthy();
    expect(server.callsTo(IMPORT)).toEqual([]);
  });
});
