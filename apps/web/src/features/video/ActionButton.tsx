import type { ReactNode } from 'react';

interface ActionButtonProps {
  className?: string;
  label: string;
  count?: number;
  on?: boolean;
  busy?: boolean;
  onClick?: () => void;
  icon: ReactNode;
  testId?: string;
}

/** One round button of a player's vertical action bar: the icon over its count, or over its label. */
export function ActionButton({
  label,
  count,
  on,
  busy,
  onClick,
  icon,
  testId,
  className,
}: ActionButtonProps) {
  return (
    <button
      type="button"
      className={['video-action', on && 'video-action--on', on && className].filter(Boolean).join(' ')}
      onClick={onClick}
      aria-label={label}
      aria-pressed={on}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      <span className="video-action__icon">{icon}</span>
      <span className="video-action__count" data-testid={testId ? `${testId}-count` : undefined}>
        {count ?? label}
      </span>
    </button>
  );
}
