import { useState } from 'react';
import { Button, TimePicker } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { groups, mutePeriods } from '@fox/contracts';
import { useFeedback } from '../../../ui/feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { api } from '../../../api';
import { SaveDialog } from './SaveDialog';
import { useGroupChange } from './use-settings';

interface DialogProps {
  group: groups.Group;
  onClose: () => void;
}

interface PeriodRow {
  key: number;
  startTime: string | null;
  endTime: string | null;
}

const FORMAT = 'HH:mm';
const asTime = (value: string | null): Dayjs | null => (value ? dayjs(value, FORMAT) : null);

/**
 * The mute periods editor (spec 002 §4.2, §5): HH:mm start and end, at most 5 a day, saved as a whole.
 * An overlap is refused here before anything is sent, with the check the server runs too.
 */
export function MutePeriodsDialog({ group, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { busy, run } = useGroupChange(group.id);
  const [rows, setRows] = useState<PeriodRow[]>(() =>
    group.timeList.map((period, key) => ({ key, ...period })),
  );
  const [nextKey, setNextKey] = useState(group.timeList.length);
  const full = rows.length >= groups.MUTE_WINDOWS_MAX;

  const add = () => {
    if (full) {
      void message.warning(t('groups.settings.periodsFull'));
      return;
    }
    setRows((current) => [...current, { key: nextKey, startTime: null, endTime: null }]);
    setNextKey((key) => key + 1);
  };
  const change = (key: number, field: 'startTime' | 'endTime', value: Dayjs | null) =>
    setRows((current) =>
      current.map((row) =>
        row.key === key ? { ...row, [field]: value ? value.format(FORMAT) : null } : row,
      ),
    );
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const save = async () => {
    const timeList: mutePeriods.MutePeriod[] = [];
    for (const row of rows) {
      if (row.startTime === null || row.endTime === null) {
        void message.warning(t('groups.settings.periodIncomplete'));
        return;
      }
      timeList.push({ startTime: row.startTime, endTime: row.endTime });
    }
    if (timeList.some(mutePeriods.isEmptyPeriod)) {
      void message.warning(t('groups.settings.periodEmpty'));
      return;
    }
    if (mutePeriods.hasOverlap(timeList)) {
      void message.warning(t('groups.settings.periodOverlap'));
      return;
    }
    const saved = await run(
      () => api(groups.setMuteWindows, { groupId: group.id, timeList }),
      'groups.settings.savedSettings',
    );
    if (saved) onClose();
  };

  return (
    <SaveDialog
      title={t('groups.settings.mutePeriodsTitle')}
      width={440}
      busy={busy}
      saveTestId="mute-periods-save"
      onSave={() => void save()}
      onClose={onClose}
    >
      <div className="mute-periods" data-testid="mute-periods">
        <div className="group-settings__hint">
          {t('groups.settings.mutePeriodsHint', { max: groups.MUTE_WINDOWS_MAX })}
        </div>
        {rows.length === 0 ? (
          <div className="mute-periods__empty">{t('groups.settings.noPeriods')}</div>
        ) : null}
        {rows.map((row) => (
          <div className="mute-periods__row" key={row.key} data-testid="mute-period">
            <TimePicker
              format={FORMAT}
              value={asTime(row.startTime)}
              onChange={(value) => change(row.key, 'startTime', value)}
              placeholder={t('groups.settings.start')}
              needConfirm={false}
              allowClear={false}
              data-testid="mute-period-start"
            />
            <span className="mute-periods__to">{t('groups.settings.to')}</span>
            <TimePicker
              format={FORMAT}
              value={asTime(row.endTime)}
              onChange={(value) => change(row.key, 'endTime', value)}
              placeholder={t('groups.settings.end')}
              needConfirm={false}
              allowClear={false}
              data-testid="mute-period-end"
            />
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('groups.settings.removePeriod')}
              onClick={() => remove(row.key)}
              data-testid="mute-period-remove"
            />
          </div>
        ))}
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          disabled={full}
          onClick={add}
          data-testid="mute-period-add"
        >
          {t('groups.settings.addPeriod')}
        </Button>
      </div>
    </SaveDialog>
  );
}
