/**
 * /sync, Offline areas: the districts kept on this phone for offline use, each with its size
 * as the server measured it before download, its progress while downloading and when it was
 * last brought up to date; the areas that can be added, the district of the user's profile and
 * of the profile last opened first; and "All of Uganda" (client/store/device-scope.ts).
 */
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { formatBytes, formatDateTime } from '../../lib/format';
import { useOnline } from '../../lib/connectivity';
import { useSession } from '../../lib/session';
import { db, type AreaRow } from '../../store/db';
import {
  addArea,
  fetchAreas,
  keepWholeDirectory,
  removeArea,
  type OfferedArea,
  type OfferedAreas,
} from '../../store/device-scope';
import { useDeviceMode, useHeldCount } from '../../store/hooks';
import { syncNow } from '../../store/outbox';
import { useSyncState, type AreaProgress } from '../../store/sync-state';

/** The districts to offer first: the profile's place, then where the user last looked. */
function useSuggested(): string[] {
  const { user } = useSession();
  const lastSeen = useLiveQuery(async () => {
    const [seen] = await db.seen.orderBy('seenAt').reverse().limit(1).toArray();
    return seen ? ((await db.businesses.get(seen.businessId))?.district ?? null) : null;
  }, []);
  return [user?.location ?? null, lastSeen ?? null].filter((d): d is string => Boolean(d)).map((d) => d.toLowerCase());
}

export function OfflineAreas() {
  const { t } = useLingui();
  const online = useOnline();
  const mode = useDeviceMode();
  const held = useHeldCount();
  const chosen = useLiveQuery(() => db.areas.toArray(), []);
  const { area: downloading } = useSyncState();
  const suggested = useSuggested();
  const [offered, setOffered] = useState<OfferedAreas | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchAreas().then(
      (answer) => live && setOffered(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [online]);

  const add = async (area: OfferedArea) => {
    await addArea(area);
    await syncNow({ userAsked: true });
  };
  const chosenNames = new Set((chosen ?? []).map((a) => a.district));
  const rank = (a: OfferedArea) => (suggested.some((s) => s.includes(a.district.toLowerCase())) ? 0 : 1);
  const addable = (offered?.areas ?? []).filter((a) => !chosenNames.has(a.district)).sort((a, b) => rank(a) - rank(b));

  return (
    <section aria-labelledby="areas-title" className="offline-areas">
      <h2 id="areas-title">
        <Trans>Offline areas</Trans>
      </h2>
      <p className="muted small">
        {mode === 'scoped' ? (
          <Trans>
            Profiles and lists you open stay on this phone for offline use. To search a whole district offline, keep it
            here; it is kept up to date when you sync (only on Wi-Fi when data saver is on).
          </Trans>
        ) : (
          <Trans>
            Profiles and lists you open stay on this phone for offline use. To search a whole district offline, keep it
            here; it is kept up to date when you sync.
          </Trans>
        )}
        {held !== undefined && ' '}
        {held !== undefined && (
          <Plural value={held} one="This phone holds # business." other="This phone holds # businesses." />
        )}
      </p>
      {(mode === 'whole' || (chosen && chosen.length > 0)) && (
        <ul className="area-list" aria-label={t`Areas on this phone`}>
          {mode === 'whole' && (
            <AreaItem
              name={t`All of Uganda`}
              status={t`every business, kept on this phone`}
              action={{ label: t`Remove`, onClick: () => void keepWholeDirectory(false) }}
            />
          )}
          {chosen?.map((a) => (
            <AreaItem
              key={a.district}
              name={a.district}
              size={a}
              status={areaStatus(a, downloading)}
              action={{ label: t`Remove`, onClick: () => void removeArea(a.district) }}
            />
          ))}
        </ul>
      )}
      {!online && (
        <p className="muted small">
          <Trans>Connect to add an area.</Trans>
        </p>
      )}
      {online && failed && !offered && (
        <p className="muted small">
          <Trans>The list of areas could not be loaded.</Trans>
        </p>
      )}
      {online && mode === 'scoped' && addable.length > 0 && (
        <>
          <h3>
            <Trans>Add an area</Trans>
          </h3>
          <ul className="area-list" aria-label={t`Areas you can add`}>
            {addable.map((a) => (
              <AreaItem
                key={a.district}
                name={a.district}
                size={a}
                action={{ label: t`Add`, primary: true, onClick: () => void add(a) }}
              />
            ))}
            {offered && (
              <AreaItem
                name={t`All of Uganda`}
                size={offered.total}
                action={{
                  label: t`Add`,
                  onClick: () => void keepWholeDirectory(true).then(() => syncNow({ userAsked: true })),
                }}
              />
            )}
          </ul>
        </>
      )}
    </section>
  );
}

/** Where a chosen area stands: downloading (bytes so far), up to date since when, or waiting. */
function areaStatus(area: AreaRow, downloading: AreaProgress | null): string {
  if (downloading?.district === area.district) {
    const received = formatBytes(downloading.received);
    const total = formatBytes(area.bytes);
    return t`downloading, ${received} of about ${total}`;
  }
  const when = area.syncedAt ? formatDateTime(area.syncedAt) : null;
  return when ? t`up to date ${when}` : t`waiting to download`;
}

/** The button's words ("Add" or "Remove", translated), what it does. */
type Action = { label: string; primary?: boolean; onClick: () => void };
type Size = { businesses: number; bytes: number };

/** One area: its name, its size as offered and its state, and the button that adds or removes it. */
function AreaItem({ name, size, status, action }: { name: string; size?: Size; status?: string; action: Action }) {
  const { t } = useLingui();
  const bytes = size && formatBytes(size.bytes);
  const count = size?.businesses ?? 0;
  const businesses = t`${plural(count, { one: '# business', other: '# businesses' })}`;
  const detail = [size && `${businesses} · ${bytes}`, status].filter(Boolean);
  const label = action.label;
  return (
    <li className="area-row">
      <div>
        <strong>{name}</strong>
        <span className="muted small"> · {detail.join(' · ')}</span>
      </div>
      <button
        type="button"
        className={`btn btn-sm ${action.primary ? 'btn-primary' : 'btn-outline'}`}
        aria-label={bytes ? t`${label} ${name}, ${bytes}` : t`${label} ${name}`}
        onClick={action.onClick}
      >
        {action.label}
      </button>
    </li>
  );
}
