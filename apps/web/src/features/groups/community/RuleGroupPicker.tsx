import { useEffect, useState } from 'react';
import { Checkbox, Tag } from 'antd';
import type { groupAdmin } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { GroupAvatar } from '../../im';
import { LED_GROUP_PAGE_SIZE, useGroupsILead } from './community-queries';
import { communityPageClasses, PagedRows } from '../PagedRows';

interface RuleGroupPickerProps {
  chosen: number[];
  onToggle: (group: groupAdmin.LedGroup, checked: boolean) => void;
  /** The rule being edited; its groups are marked as following it, not another. */
  ruleId: number | null;
  /** Every group row seen, so the dialog knows the rules of those chosen on other pages. */
  onSeen: (groups: groupAdmin.LedGroup[]) => void;
}

/** The groups a rule applies to: the groups the viewer may give one, a page at a time, with their rules. */
export function RuleGroupPicker({ chosen, onToggle, ruleId, onSeen }: RuleGroupPickerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const led = useGroupsILead(page, true);
  const rows = led.data?.data;

  useEffect(() => {
    if (rows) onSeen(rows);
  }, [rows, onSeen]);

  return (
    <div className="community-picker">
      <PagedRows
        classes={communityPageClasses}
        pending={led.isPending}
        emptyText={t('groupCommunity.harass.groupsEmpty')}
        page={page}
        pageSize={LED_GROUP_PAGE_SIZE}
        total={led.data?.total ?? 0}
        onPage={setPage}
        testId="rule-group-list"
      >
        {(rows ?? []).map((group) => {
          const checked = chosen.includes(group.id);
          return (
            <label
              key={group.id}
              className={checked ? 'community-picker__row is-checked' : 'community-picker__row'}
              data-testid="rule-group"
              data-group={group.id}
            >
              <Checkbox checked={checked} onChange={(event) => onToggle(group, event.target.checked)} />
              <GroupAvatar logo={group.logo} avatars={group.avatars} size={32} />
              <span className="community-picker__name">{group.name}</span>
              {group.harassRuleId === null ? null : group.harassRuleId === ruleId ? (
                <Tag color="blue">{t('groupCommunity.harass.thisRule')}</Tag>
              ) : (
                <Tag color="orange" data-testid="rule-group-has-rule">
                  {t('groupCommunity.harass.hasRule')}
                </Tag>
              )}
              <span className="community-picker__count">
                {t('groupCommunity.common.people', { count: group.groupUserNum })}
              </span>
            </label>
          );
        })}
      </PagedRows>
    </div>
  );
}
