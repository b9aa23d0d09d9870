import { useEffect } from 'react';
import { holdBackgroundWork } from '../../app/first-screen';
import { useTakeOverFirstView } from '../../app/first-view';
import { useDocumentMeta } from '../../lib/document-meta';
import { HOME_META } from '../../../sync/public-paths';
import { HomeView } from './home-view';
import { useHomeData } from './use-home-data';
import './home.css';

/** Home (docs/screens.md "Home"): hero, platform stats, top 4 categories, top 3 rated vendors, delivery, steps. */
export default function HomePage() {
  useDocumentMeta(HOME_META);
  const { data, loading } = useHomeData();
  const waiting = !data && loading;
  // the offline store, its first sync and the update prompt wait until home's data is shown
  useEffect(() => (loading ? holdBackgroundWork() : undefined), [loading]);
  useTakeOverFirstView(!waiting);
  return <HomeView data={data} waiting={waiting} />;
}
