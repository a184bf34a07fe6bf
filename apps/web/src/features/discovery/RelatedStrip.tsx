import type { ReactNode } from 'react';
import { Button } from 'antd';

interface RelatedStripProps {
  title: string;
  /** Shown when there are more than the strip holds: opens the tab that lists them all. */
  more?: { label: string; onClick: () => void; testId: string } | undefined;
  listClassName: string;
  children: ReactNode;
  'data-testid': string;
}

/** A few related users or dramas above the mixed results of the all tab, with a link to all of them. */
export function RelatedStrip({ title, more, listClassName, children, ...rest }: RelatedStripProps) {
  return (
    <>
      <h2 className="search-section-title">
        {title}
        {more && (
          <Button type="link" size="small" onClick={more.onClick} data-testid={more.testId}>
            {more.label}
          </Button>
        )}
      </h2>
      <ul className={listClassName} data-testid={rest['data-testid']}>
        {children}
      </ul>
    </>
  );
}
