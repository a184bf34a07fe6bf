import { useCallback, useRef, useState } from 'react';
import { Button, Form, Input, Modal, Radio, Spin, Switch } from 'antd';
import { groupHarass, type groupAdmin } from '@fox/contracts';
import { api } from '../../../api';
import { useTranslation } from '../../../i18n/use-translation';
import { TextInput, textProblemMessage, useConfirmDialog } from '../../../ui';
import { useFeedback } from '../../../ui/feedback';
import { useRefreshGroup } from '../groups-queries';
import type { CommunityDialogProps } from './ChannelsDialog';
import { useHarassRule, useRefreshCommunity, useRefreshLedGroups } from './community-queries';
import { KeywordTags } from './KeywordTags';
import { RuleGroupPicker } from './RuleGroupPicker';
import './community.css';

type PunishType = (typeof groupHarass.PUNISH_TYPES)[number];

const splitIds = (text: string) =>
  text
    .split(/[,，]/)
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

const splitWords = (text: string) =>
  text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Spec 002 §5: the limit is a number of at most 4 digits, at least 50. */
function limitProblem(limit: string, t: (key: string) => string): string | null {
  if (limit === '') return t('groupCommunity.harass.limitRequired');
  if (Number(limit) < groupHarass.SCREEN_LIMIT_MIN) return t('groupCommunity.harass.limitTooSmall');
  return null;
}

interface RuleFormProps {
  group: CommunityDialogProps['group'];
  rule: groupHarass.Rule | null;
  onClose: () => void;
}

/** The form, made afresh from the loaded rule (or empty, for a group without one) each time it opens. */
function RuleForm({ group, rule, onClose }: RuleFormProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const confirm = useConfirmDialog();
  const refreshCommunity = useRefreshCommunity(group.id);
  const refreshLed = useRefreshLedGroups();
  const refreshGroup = useRefreshGroup(group.id);
  const [title, setTitle] = useState(rule?.title ?? '');
  const [titleTouched, setTitleTouched] = useState(false);
  const [enableAd, setEnableAd] = useState(rule?.enableAd ?? false);
  const [keywords, setKeywords] = useState<string[]>(() => (rule ? splitWords(rule.adWordList) : []));
  const [enableScreen, setEnableScreen] = useState(rule?.enableScreen ?? false);
  const [limit, setLimit] = useState(rule?.screenLimit == null ? '' : String(rule.screenLimit));
  const [punishType, setPunishType] = useState<PunishType>(rule?.punishType ?? groupHarass.PUNISH_HIDE);
  const [chosen, setChosen] = useState<number[]>(() => {
    const ids = rule ? splitIds(rule.groupList) : [];
    return ids.includes(group.id) ? ids : [group.id, ...ids];
  });
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The rule each group follows now, as last seen; the groups of this rule follow it. */
  const rulesOf = useRef(new Map<number, number | null>([[group.id, rule?.id ?? null]]));

  const onSeen = useCallback((rows: groupAdmin.LedGroup[]) => {
    for (const row of rows) rulesOf.current.set(row.id, row.harassRuleId);
  }, []);

  const titleError =
    title === '' ? t('groupCommunity.harass.nameRequired') : textProblemMessage(title, 'name', t);
  const keywordsError =
    enableAd && keywords.length === 0 ? t('groupCommunity.harass.keywordsRequired') : null;
  const limitError = enableScreen ? limitProblem(limit, t) : null;
  const groupsError = chosen.length === 0 ? t('groupCommunity.harass.groupsRequired') : null;
  const shown = (error: string | null, touched = false) => ((submitted || touched) && error ? error : null);

  const save = async () => {
    setSubmitted(true);
    if (titleError || keywordsError || limitError || groupsError) return;
    // Spec 002 §5: choosing groups that follow another rule asks once more.
    const takesOver = chosen.some((id) => {
      const current = rulesOf.current.get(id) ?? null;
      return current !== null && current !== rule?.id;
    });
    if (
      takesOver &&
      !(await confirm({
        title: t('groupCommunity.harass.confirmTitle'),
        content: t('groupCommunity.harass.confirmText'),
        testId: 'rule-confirm-groups',
      }))
    )
      return;
    setSaving(true);
    try {
      await api(groupHarass.saveRule, {
        ...(rule ? { id: rule.id } : {}),
        title,
        enableAd,
        adWordList: keywords.join(','),
        enableScreen,
        screenLimit: limit !== '' && limitProblem(limit, t) === null ? Number(limit) : null,
        punishType,
        groupList: chosen.join(','),
      });
      void message.success(t('groupCommunity.common.saved'));
      void refreshCommunity('rule');
      void refreshLed();
      void refreshGroup();
      onClose();
    } catch {
      // The request layer showed why; the form stays for a correction.
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (error: string | null, testId: string) =>
    error ? { validateStatus: 'error' as const, help: <span data-testid={testId}>{error}</span> } : {};

  return (
    <>
      <div className="community__scroll community__scroll--tall">
        <Form layout="vertical" className="community-form" component="div">
          <Form.Item
            label={t('groupCommunity.harass.name')}
            required
            {...errorOf(shown(titleError, titleTouched), 'rule-title-error')}
          >
            <span onBlur={() => setTitleTouched(true)}>
              <TextInput
                value={title}
                onChange={setTitle}
                maxLength={groupHarass.RULE_TITLE_MAX}
                showCount
                placeholder={t('groupCommunity.harass.namePlaceholder')}
                data-testid="rule-title"
              />
            </span>
          </Form.Item>

          <section className="community-switch">
            <div className="community-switch__head">
              <div>
                <div className="community-switch__title">{t('groupCommunity.harass.ad')}</div>
                <div className="community-switch__hint">{t('groupCommunity.harass.adHint')}</div>
              </div>
              <Switch checked={enableAd} onChange={setEnableAd} data-testid="rule-ad" />
            </div>
            {enableAd ? (
              <Form.Item {...errorOf(shown(keywordsError), 'rule-keywords-error')}>
                <KeywordTags value={keywords} onChange={setKeywords} />
              </Form.Item>
            ) : null}
          </section>

          <section className="community-switch">
            <div className="community-switch__head">
              <div>
                <div className="community-switch__title">{t('groupCommunity.harass.screen')}</div>
                <div className="community-switch__hint">{t('groupCommunity.harass.screenHint')}</div>
              </div>
              <Switch checked={enableScreen} onChange={setEnableScreen} data-testid="rule-screen" />
            </div>
            {enableScreen ? (
              <Form.Item
                label={t('groupCommunity.harass.limit')}
                {...errorOf(shown(limitError), 'rule-limit-error')}
              >
                <Input
                  value={limit}
                  // Digits only, at most 4 (spec 002 §5).
                  onChange={(event) => setLimit(event.target.value.replace(/\D/g, '').slice(0, 4))}
                  inputMode="numeric"
                  maxLength={4}
                  placeholder={t('groupCommunity.harass.limitPlaceholder')}
                  data-testid="rule-limit"
                />
              </Form.Item>
            ) : null}
          </section>

          <Form.Item label={t('groupCommunity.harass.punish')}>
            <Radio.Group
              value={punishType}
              onChange={(event) => setPunishType(event.target.value as PunishType)}
              data-testid="rule-punish"
            >
              <Radio value={groupHarass.PUNISH_KICK} data-testid="rule-punish-kick">
                {t('groupCommunity.harass.kick')}
              </Radio>
              <Radio value={groupHarass.PUNISH_HIDE} data-testid="rule-punish-hide">
                {t('groupCommunity.harass.hide')}
              </Radio>
            </Radio.Group>
          </Form.Item>

          <Form.Item
            label={
              <span>
                {t('groupCommunity.harass.groups')}
                <span className="community__count">
                  {t('groupCommunity.harass.groupsHint', { count: chosen.length })}
                </span>
              </span>
            }
            {...errorOf(shown(groupsError), 'rule-groups-error')}
          >
            <RuleGroupPicker
              chosen={chosen}
              ruleId={rule?.id ?? null}
              onSeen={onSeen}
              onToggle={(row, checked) =>
                setChosen((all) =>
                  checked
                    ? all.includes(row.id) || all.length >= groupHarass.RULE_GROUPS_MAX
                      ? all
                      : [...all, row.id]
                    : all.filter((id) => id !== row.id),
                )
              }
            />
          </Form.Item>
        </Form>
      </div>
      <div className="community__footer">
        <Button onClick={onClose}>{t('groupCommunity.common.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="rule-save">
          {t('groupCommunity.common.save')}
        </Button>
      </div>
    </>
  );
}

/**
 * The anti-harassment rule (spec 002 §3, §5, §9): ad keywords, a length limit against flooding, what
 * happens to whoever breaks it, and the groups it applies to, this one chosen from the start.
 */
export function HarassRuleDialog({ group, open, onClose }: CommunityDialogProps) {
  const { t } = useTranslation();
  const rule = useHarassRule(group.id, open);
  return (
    <Modal
      open={open}
      title={t('groupCommunity.harass.title')}
      onCancel={onClose}
      footer={null}
      width={560}
      centered
      destroyOnHidden
      modalRender={(node) => <div data-testid="harass-dialog">{node}</div>}
    >
      <div>
        {rule.isPending || rule.isFetching ? (
          <div className="community__center">
            <Spin />
          </div>
        ) : rule.isError ? (
          <div className="community__error">{t('groupCommunity.harass.loadFailed')}</div>
        ) : (
          <RuleForm key={rule.dataUpdatedAt} group={group} rule={rule.data ?? null} onClose={onClose} />
        )}
      </div>
    </Modal>
  );
}
