import { useState } from 'react';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { BusinessHeader } from './business-header';
import { CreateBusinessModal } from './create-business-modal';
import { EditBusinessModal } from './edit-business-modal';
import { ProductsSection } from './products-section';
import { useMyBusiness } from './use-my-business';

/**
 * My Business: a Create Business Profile prompt, or the business and its products,
 * each editable (queued in the outbox, so it works offline and shows as waiting until synced).
 */
export default function MyBusinessScreen() {
  const { business, error, loading, reload, refresh } = useMyBusiness();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState(false);

  if (business === undefined) {
    if (error) return <ErrorState message={error} onRetry={reload} />;
    return loading ? <PageLoading label="Loading your business…" /> : null;
  }

  if (business === null) {
    return (
      <section className="area-page">
        <EmptyState title="You have not set up your business yet">
          <p className="muted">Create your business profile so customers can find you and you can receive leads.</p>
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            Create Business Profile
          </button>
        </EmptyState>
        {creating && (
          <CreateBusinessModal
            onClose={() => setCreating(false)}
            onCreated={async () => {
              await refresh();
              setCreating(false);
            }}
          />
        )}
      </section>
    );
  }

  return (
    <section className="area-page">
      {error && <ErrorState message={error} onRetry={reload} />}
      <BusinessHeader business={business} onEdit={() => setEditing(true)} />
      <ProductsSection businessId={business.id} products={business.products ?? []} onChanged={refresh} />
      {editing && (
        <EditBusinessModal business={business} onClose={() => setEditing(false)} onQueued={() => setEditing(false)} />
      )}
    </section>
  );
}
