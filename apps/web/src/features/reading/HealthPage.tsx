import { FeaturePendingPage } from '../../app/pages/FeaturePendingPage';

export { FeaturePendingPage as HealthPage };
