import { useState, type ReactNode } from 'react';
import { DownOutlined, RightOutlined } from '@ant-design/icons';

interface SettingRowProps {
  label: ReactNode;
  /** Shown right-aligned, greyed, before the arrow or the switch. */
  value?: ReactNode;
  /** A switch or a button at the right end. */
  extra?: ReactNode;
  /** A second line under the label. */
  hint?: ReactNode;
  onClick?: (() => void) | undefined;
  testId: string;
}

/** One row of the settings panel: a label, its value on the right, and an arrow when it opens something. */
export function SettingRow({ label, value, extra, hint, onClick, testId }: SettingRowProps) {
  const body = (
    <>
      <span className="group-info__label">
        {label}
        {hint ? <span className="group-info__row-hint">{hint}</span> : null}
      </span>
      <span className="group-info__value">{value}</span>
      {extra}
      {onClick ? <RightOutlined className="group-info__arrow" /> : null}
    </>
  );
  return onClick ? (
    <button type="button" className="group-info__row" onClick={onClick} data-testid={testId}>
      {body}
    </button>
  ) : (
    <div className="group-info__row" data-testid={testId}>
      {body}
    </div>
  );
}

/** A block of rows on white, with a grey gap above it, as chat apps group their settings. */
export function SettingSection({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <section className="group-info__section" data-testid={testId}>
      {children}
    </section>
  );
}

/** A row that folds out the rows under it (join settings, member management). */
export function CollapsibleRow(props: { label: string; testId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="group-info__fold" data-open={open}>
      <button
        type="button"
        className="group-info__row"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid={props.testId}
      >
        <span className="group-info__label">{props.label}</span>
        <span className="group-info__value" />
        {open ? (
          <DownOutlined className="group-info__arrow" />
        ) : (
          <RightOutlined className="group-info__arrow" />
        )}
      </button>
      {open ? <div className="group-info__fold-body">{props.children}</div> : null}
    </div>
  );
}
