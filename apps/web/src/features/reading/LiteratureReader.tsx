import { Modal } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

export interface LiteraturePiece {
  title: string;
  /** The line under the title: the poet and dynasty, or who shared the prose. */
  byline: string;
  content: string;
  kind: 'poem' | 'prose';
}

/** The full text of a poem or prose piece, kept as plain text with its own line breaks. */
export function LiteratureReader({ piece, onClose }: { piece: LiteraturePiece | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={piece !== null}
      onCancel={onClose}
      footer={null}
      width={piece?.kind === 'prose' ? 760 : 520}
      centered
      closable={{ 'aria-label': t('reading.close') }}
      destroyOnHidden
      data-testid="literature-reader"
    >
      {piece && (
        <article
          className={`literature-reader literature-reader--${piece.kind}`}
          data-testid="literature-reader-body"
        >
          <h2 className="literature-reader__title">{piece.title}</h2>
          {piece.byline && <p className="literature-reader__byline">{piece.byline}</p>}
          {piece.kind === 'prose' ? (
            <div className="literature-reader__text">
              {piece.content
                .split(/\n+/)
                .map((paragraph) => paragraph.trim())
                .filter(Boolean)
                .map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
            </div>
          ) : (
            <div className="literature-reader__text">{piece.content}</div>
          )}
        </article>
      )}
    </Modal>
  );
}
