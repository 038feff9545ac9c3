import { PredictorRoute, prefetchPredictor } from '@/features/predictor/routes/predictor';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The round's matches and its leaderboard, in the page; the member's picks are the browser's. */
const data = pageLoaders((client) => prefetchPredictor(client));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: the match predictor (spec §2's prediction screen). */
export default function Predictor() {
  return (
    <PageDataBoundary>
      <PredictorRoute />
    </PageDataBoundary>
  );
}
