import { useMemo, useRef, useState } from 'react';
import { Avatar, Button, Checkbox, Modal, Spin, Tag } from 'antd';
import { groups } from '@fox/contracts';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState, TextInput } from '../../ui';
import './group-panels.css';

/** Someone the dialog offers. */
export interface MemberCandidate {
  id: number;
  name: string;
  avatar: string;
  /** Other names the search also matches: nickname, public ID, remark. */
  aliases: readonly string[];
  /** Why this one cannot be picked, shown as a tag (the leader's 群主); null or absent when pickable. */
  locked?: string | null;
}

export interface SelectMembersDialogProps {
  open: boolean;
  title: string;
  /** The confirm button's text for this many picked. */
  confirmText: (count: number) => string;
  /** Undefined while loading. */
  candidates: readonly MemberCandidate[] | undefined;
  /** Spec 001 §5: the group leader cannot be picked, wherever they appear. */
  leaderId?: number | null;
  searchPlaceholder: string;
  emptyText: string;
  /** Resolves when done (the dialog then closes); rejects to keep the choice for another try. */
  onConfirm: (ids: number[]) => Promise<unknown>;
  onClose: () => void;
}

const SEARCH_MAX = 20;

/** Spec 001 §5: the search keeps those whose name contains the text (any case). */
export function candidateMatches(candidate: MemberCandidate, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [candidate.name, ...candidate.aliases].some((name) => name.toLowerCase().includes(needle));
}

/**
 * Select members (spec 001 §2, §5): friends or members with a search by name, checkboxes and the chosen
 * as chips. Confirm is disabled with nothing chosen and while submitting, and debounced 800 ms: the first
 * press acts at once and presses within 800 ms of it are ignored, so a double click never submits twice.
 */
export function SelectMembersDialog(props: SelectMembersDialogProps) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      footer={null}
      width={480}
      destroyOnHidden
      centered
    >
      {/* Inside the modal body so that closing it starts the next opening afresh. */}
      <SelectMembersBody {...props} />
    </Modal>
  );
}

function SelectMembersBody({
  confirmText,
  candidates,
  leaderId,
  searchPlaceholder,
  emptyText,
  onConfirm,
  onClose,
}: SelectMembersDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<MemberCandidate[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const lastConfirmAt = useRef(-Infinity);

  const shown = useMemo(
    () => (candidates ?? []).filter((candidate) => candidateMatches(candidate, text)),
    [candidates, text],
  );
  const lockOf = (candidate: MemberCandidate) =>
    candidate.id === leaderId ? t('groups.role.group_leader') : (candidate.locked ?? null);
  const isPicked = (id: number) => picked.some((item) => item.id === id);
  const toggle = (candidate: MemberCandidate, on: boolean) => {
    if (lockOf(candidate)) return;
    setPicked((list) =>
      on
        ? [...list.filter((item) => item.id !== candidate.id), candidate]
        : list.filter((item) => item.id !== candidate.id),
    );
  };

  const confirm = async () => {
    const now = Date.now();
    if (picked.length === 0 || submitting || now - lastConfirmAt.current < groups.CONFIRM_DEBOUNCE_MS) return;
    lastConfirmAt.current = now;
    setSubmitting(true);
    try {
      await onConfirm(picked.map((item) => item.id));
    } catch {
      // The request layer showed why; the choice stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  let list;
  if (candidates === undefined) {
    list = (
      <div className="group-select__center">
        <Spin />
      </div>
    );
  } else if (shown.length === 0) {
    list = <EmptyState text={text.trim() ? t('groups.select.noMatch') : emptyText} />;
  } else {
    list = shown.map((candidate) => {
      const lock = lockOf(candidate);
      return (
        <label
          key={candidate.id}
          className={`group-select__row${lock ? ' group-select__row--locked' : ''}`}
          data-testid="group-select-row"
          data-user={candidate.id}
        >
          <Checkbox
            checked={isPicked(candidate.id)}
            disabled={Boolean(lock)}
            onChange={(event) => toggle(candidate, event.target.checked)}
          />
          <Avatar size={32} src={candidate.avatar || undefined}>
            {candidate.name.slice(0, 1)}
          </Avatar>
          <span className="group-select__name">{candidate.name}</span>
          {lock ? <span className="group-role group-role--locked">{lock}</span> : null}
        </label>
      );
    });
  }

  return (
    <div className="group-select" data-testid="group-select">
      <TextInput
        value={text}
        onChange={setText}
        maxLength={SEARCH_MAX}
        searchIcon
        clearable
        placeholder={searchPlaceholder}
        data-testid="group-select-search"
      />
      {picked.length > 0 ? (
        <div className="group-select__chips" data-testid="group-select-chips">
          {picked.map((item) => (
            <Tag
              key={item.id}
              closable
              closeIcon={<span aria-label={t('groups.select.removeChip', { name: item.name })}>×</span>}
              onClose={() => toggle(item, false)}
              className="group-select__chip"
              data-testid="group-select-chip"
            >
              <Avatar size={18} src={item.avatar || undefined}>
                {item.name.slice(0, 1)}
              </Avatar>
              {item.name}
            </Tag>
          ))}
        </div>
      ) : null}
      <div className="group-select__list">{list}</div>
      <div className="group-select__footer">
        <span className="group-select__count">{t('groups.select.chosen', { count: picked.length })}</span>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          disabled={picked.length === 0 || submitting}
          loading={submitting}
          onClick={() => void confirm()}
          data-testid="group-select-confirm"
        >
          {confirmText(picked.length)}
        </Button>
      </div>
    </div>
  );
}
