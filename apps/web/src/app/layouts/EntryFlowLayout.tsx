import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { EntryFlow } from '../route-map';
import type { FlowStepsProps } from './FlowSteps';
import { flowStepIndex } from '../route-helpers';
import { AppHeader } from '../header/AppHeader';
import type { FlowTabsProps } from './FlowTabs';
import { lazyPart, OptionalPart } from '../routing/lazy-part';
import './layouts.css';

const flowSteps = lazyPart<FlowStepsProps>(() => import('./FlowSteps').then((module) => module.FlowSteps));
const flowTabs = lazyPart<FlowTabsProps>(() => import('./FlowTabs').then((module) => module.FlowTabs));

/** A merchant entry flow (spec 002 §2.3): the flow's title, where the visitor is in it, then the step. */
export function EntryFlowLayout({ flow }: { flow: EntryFlow }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = Math.max(flowStepIndex(flow, pathname), 0);

  return (
    <>
      <AppHeader />
      <main className="layout-detail">
        <div className={flow.tabs ? 'flow-bar flow-bar--tabs' : 'flow-bar'}>
          <div className="flow-bar__title" data-testid="flow-title">
            {t(`flow.${flow.key}`)}
          </div>
          {flow.tabs ? (
            <OptionalPart
              loading={<div className="flow-bar__steps-placeholder" />}
              failed={<div className="flow-bar__steps-placeholder" />}
            >
              <flowTabs.Component flow={flow} tabs={flow.tabs} />
            </OptionalPart>
          ) : (
            flow.steps.length > 1 && (
              // The placeholder keeps the bar's height while the steps' code arrives (or if it cannot).
              <OptionalPart
                loading={<div className="flow-bar__steps-placeholder" />}
                failed={<div className="flow-bar__steps-placeholder" />}
              >
                <flowSteps.Component flow={flow} current={current} />
              </OptionalPart>
            )
          )}
        </div>
        <Outlet />
      </main>
    </>
  );
}
