import { useMemo } from 'react';
import { safeHtml } from '../../ui/safe-html';

/** Rich text of an article, question or answer, checked once more before it is put on the page. */
export function RichText({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <div
      className={['reading-rich', className].filter(Boolean).join(' ')}
      data-testid={testId}
      // safeHtml keeps only the allowlisted tags, attributes and URLs.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
