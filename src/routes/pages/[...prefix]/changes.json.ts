import { feedRoute } from '../../../routes/feedRoute.ts';

/** An API's changes as a JSON Feed 1.1 (`changes.json`), one item per release. */
export const { getStaticPaths, GET } = feedRoute('json');
