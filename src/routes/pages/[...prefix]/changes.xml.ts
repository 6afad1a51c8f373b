import { feedRoute } from '../../../routes/feedRoute.ts';

/** An API's changes as an Atom feed (`changes.xml`), one entry per release. */
export const { getStaticPaths, GET } = feedRoute('atom');
