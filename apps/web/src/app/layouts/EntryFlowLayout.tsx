import { Steps } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EntryFlow } from '../route-map';
import { flowStepIndex, routeTitleKey } from '../route-helpers';
import { AppHeader } from '../header/AppHeader';

/** A merchant entry flow (spec 002 §2.3): the flow's title, where the visitor is in it, then the step. */
export function EntryFlowLayout({ flow }: { flow: EntryFlow }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = Math.max(flowStepIndex(flow, pathname), 0);

  return (
    <>
      <AppHeader />
      <main className="layout-detail">
        <div className="flow-bar">
          <div className="flow-bar__title" data-testid="flow-title">
            {t(`flow.${flow.key}`)}
          </div>
          {flow.steps.length > 1 && (
            <Steps
              size="small"
              current={current}
              aria-label={t('flow.stepsAria')}
              data-testid="flow-steps"
              items={flow.steps.map((step) => ({ title: t(routeTitleKey(step.key)) }))}
            />
          )}
        </div>
        <Outlet />
      </main>
    </>
  );
}
