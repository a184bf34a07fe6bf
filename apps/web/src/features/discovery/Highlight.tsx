import { highlightPieces } from './highlight';

/** A text with the searched words marked. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightPieces(text, words).map((piece, index) =>
        piece.match ? (
          <mark key={index} className="search-hit" data-testid="search-hit">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
