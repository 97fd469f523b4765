import { popularCreatorsPath, POPULAR_CREATORS_SHOWN } from '../components/discovery/popular-creators.api';
import { DEFAULT_EXPLORE_SORT, openGiveawaysPath } from '../features/discovery/api/list-explore.api';
import { ENDING_SOON_PATH } from '../features/home/api/list-ending-soon.api';

/**
 * The API questions the first-visit screens ask as soon as they render (by route pattern, as
 * web/build/route-preloads.ts names the screens), written with the same functions the screens
 * use. The build copies them beside the bundle and the server names them as preloads in those
 * pages' HTML for a visitor without a session, so the answers download with the app's code.
 * A question changed here without the screen (or the other way round) shows as a preload the
 * browser never uses, which the end-to-end suite refuses.
 */
export const FIRST_VISIT_REQUESTS: Record<string, string[]> = {
  '/': [ENDING_SOON_PATH, popularCreatorsPath(POPULAR_CREATORS_SHOWN)],
  '/explorar': [openGiveawaysPath(DEFAULT_EXPLORE_SORT, null)],
};
