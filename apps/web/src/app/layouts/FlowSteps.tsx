import { Steps } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { EntryFlow } from '../route-map';
import { routeTitleKey } from '../../i18n/route-titles';

export interface FlowStepsProps {
  flow: EntryFlow;
  current: number;
}

/** Where the visitor is in an entry flow; in its own chunk, as only the entry flows show steps. */
export function FlowSteps({ flow, current }: FlowStepsProps) {
  const { t } = useTranslation();
  return (
    <Steps
      size="small"
      current={current}
      aria-label={t('flow.stepsAria')}
      data-testid="flow-steps"
      items={flow.steps.map((step) => ({ title: t(routeTitleKey(step.key)) }))}
    />
  );
}
