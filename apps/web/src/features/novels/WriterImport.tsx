import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, InputNumber, Table } from 'antd';
import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { novels } from '@fox/contracts';
import { api } from '../../api';
import { useTranslation } from '../../i18n/use-translation';
import { useFeedback } from '../../ui/feedback';
import { useSettlementGate } from '../wallet';
import { base64Of, isTxtFile, paidPriceOf } from './writing-rules';

interface Found {
  fileName: string;
  file: string;
  result: novels.ImportResult;
}

const P = 'novelWriting.import';
const KB = Math.floor(novels.IMPORT_FILE_MAX_BYTES / 1024);

/**
 * Imports chapters from a .txt file: the file goes to the server as a dry run first, which answers the
 * chapters it found (titles and word counts, in the encoding it recognised); the writer then chooses
 * from which chapter on they cost coins and confirms, and the same file is imported for real.
 */
export function WriterImport({
  bookId,
  chapterCount,
  onImported,
}: {
  bookId: number;
  chapterCount: number;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gate = useSettlementGate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [done, setDone] = useState<novels.ImportResult | null>(null);
  const [paidFrom, setPaidFrom] = useState<number | null>(null);
  const [price, setPrice] = useState<number | null>(null);
  const first = chapterCount + 1;
  const last = chapterCount + (found?.result.chapters.length ?? 0);

  const paidFromProblem =
    paidFrom !== null && (paidFrom < first || paidFrom > last)
      ? t(`${P}.paidFromRange`, { from: first, to: last })
      : null;
  const priceProblem =
    paidFrom !== null && paidPriceOf(price, novels.CHAPTER_PRICE_MAX) === null
      ? t('novelWriting.chapter.priceRange', { max: novels.CHAPTER_PRICE_MAX })
      : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!isTxtFile(picked)) return void message.error(t(`${P}.notTxt`));
    if (picked.size > novels.IMPORT_FILE_MAX_BYTES) return void message.error(t(`${P}.tooLarge`, { kb: KB }));
    setBusy(true);
    setDone(null);
    try {
      const file = await base64Of(picked);
      const result = await api(novels.importChapters, { id: bookId, file, dryRun: true });
      setFound({ fileName: picked.name, file, result });
      setPaidFrom(null);
      setPrice(null);
    } catch {
      // The request layer showed why (an unknown encoding, no text, a chapter too long, too many).
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!found || paidFromProblem || priceProblem) return;
    setBusy(true);
    try {
      if (paidFrom !== null && !(await gate.check())) return;
      const result = await api(novels.importChapters, {
        id: bookId,
        file: found.file,
        dryRun: false,
        ...(paidFrom !== null && { paidFromNumber: paidFrom, price: price! }),
      });
      setFound(null);
      setDone(result);
      void message.success(t(`${P}.done`, { first: result.firstNumber, last: result.lastNumber }));
      onImported();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  const rows = (found?.result.chapters ?? []).map((chapter, index) => ({
    number: first + index,
    ...chapter,
  }));

  return (
    <div className="writer-import" data-testid="writer-import">
      <input
        ref={input}
        type="file"
        accept=".txt,text/plain"
        hidden
        onChange={(event) => void choose(event)}
        data-testid="writer-import-input"
      />
      <div className="writer-import__pick">
        <Button
          icon={<UploadOutlined />}
          type={found ? 'default' : 'primary'}
          loading={busy && !found}
          onClick={() => input.current?.click()}
          data-testid="writer-import-pick"
        >
          {done ? t(`${P}.again`) : t(`${P}.pick`)}
        </Button>
        <span className="writer-import__hint">
          {t(`${P}.hint`, { kb: KB, max: novels.IMPORT_CHAPTERS_MAX })}
        </span>
      </div>
      {done && (
        <Alert
          type="success"
          showIcon
          title={t(`${P}.done`, { first: done.firstNumber, last: done.lastNumber })}
          data-testid="writer-import-done"
        />
      )}
      {found && (
        <div className="writer-import__found" data-testid="writer-import-found">
          <p className="writer-import__summary">
            <FileTextOutlined />{' '}
            {t(`${P}.found`, {
              file: found.fileName,
              count: found.result.chapters.length,
              encoding: t(`${P}.encoding.${found.result.encoding}`),
            })}
          </p>
          <Table
            size="small"
            rowKey="number"
            pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            dataSource={rows}
            columns={[
              { title: t(`${P}.column.number`), dataIndex: 'number', width: 90 },
              { title: t(`${P}.column.title`), dataIndex: 'title' },
              { title: t(`${P}.column.words`), dataIndex: 'wordCount', width: 100 },
              {
                title: t(`${P}.column.price`),
                width: 110,
                render: (_value, row) =>
                  paidFrom !== null && row.number >= paidFrom && price
                    ? t('novelWriting.chapter.priceShown', { coins: price })
                    : t('novelWriting.chapter.free'),
              },
            ]}
            data-testid="writer-import-chapters"
          />
          <div className="writer-import__sale">
            <label>
              <span>{t(`${P}.paidFrom`)}</span>
              <InputNumber
                value={paidFrom}
                precision={0}
                placeholder={t(`${P}.paidFromPlaceholder`, { number: first })}
                onChange={(value) => setPaidFrom(typeof value === 'number' ? value : null)}
                status={paidFromProblem ? 'error' : undefined}
                data-testid="writer-import-paid-from"
              />
              {paidFromProblem && <em className="writer-import__problem">{paidFromProblem}</em>}
            </label>
            {paidFrom !== null && (
              <label>
                <span>{t(`${P}.price`)}</span>
                <InputNumber
                  value={price}
                  precision={0}
                  onChange={(value) => setPrice(typeof value === 'number' ? value : null)}
                  status={priceProblem ? 'error' : undefined}
                  data-testid="writer-import-price"
                />
                {priceProblem && <em className="writer-import__problem">{priceProblem}</em>}
              </label>
            )}
          </div>
          <Button
            type="primary"
            loading={busy}
            disabled={Boolean(paidFromProblem || priceProblem)}
            onClick={() => void confirm()}
            data-testid="writer-import-confirm"
          >
            {t(`${P}.confirm`, { count: found.result.chapters.length })}
          </Button>
        </div>
      )}
    </div>
  );
}
