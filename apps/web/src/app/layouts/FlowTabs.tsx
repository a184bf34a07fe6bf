import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { routeTitleKey } from '../../i18n/route-titles';
import type { EntryFlow } from '../route-map';

export interface FlowTabsProps {
  flow: EntryFlow;
  tabs: string[];
}

/**
 * A flow whose steps are places (the game centre's home, list and rebates): links, the current one marked.
 * In its own chunk, as only such flows show it.
 */
export function FlowTabs({ flow, tabs }: FlowTabsProps) {
  const { t } = useTranslation();
  const steps = flow.steps.filter((step) => tabs.includes(step.key));
  return (
    <nav className="flow-tabs" aria-label={t(`flow.${flow.key}`)} data-testid="flow-tabs">
      {steps.map((step) => (
        <NavLink
          key={step.key}
          to={step.path}
          className={({ isActive }) => (isActive ? 'flow-tabs__tab is-active' : 'flow-tabs__tab')}
          data-testid={`flow-tab-${step.key}`}
        >
          {t(routeTitleKey(step.key))}
        </NavLink>
      ))}
    </nav>
  );
}
