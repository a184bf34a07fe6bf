import type { PageProps } from '../../ui/PageHeading';
import { NotAvailable } from './NotAvailable';
import { PageHeading } from '../../ui/PageHeading';

/** The page of every route whose feature is still to come: its title and a plain notice, nothing else. */
export function FeaturePendingPage({ routeKey }: PageProps) {
  return (
    <section className="page-card">
      <PageHeading routeKey={routeKey} />
      <NotAvailable />
    </section>
  );
}
