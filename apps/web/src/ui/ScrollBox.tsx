import type { CSSProperties, ReactNode, Ref, UIEventHandler } from 'react';

export interface ScrollBoxProps {
  children?: ReactNode;
  /** Fixed height of the box; without it the box grows up to maxHeight. */
  height?: number | string;
  maxHeight?: number | string;
  className?: string;
  style?: CSSProperties;
  onScroll?: UIEventHandler<HTMLDivElement>;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
}

/** A vertically scrolling container with the portal's thin scrollbar (spec 002 §2.12). */
export function ScrollBox({ children, height, maxHeight, className, style, ...rest }: ScrollBoxProps) {
  return (
    <div
      {...rest}
      className={['scroll-box', className].filter(Boolean).join(' ')}
      style={{ height, maxHeight, ...style }}
    >
      {children}
    </div>
  );
}
