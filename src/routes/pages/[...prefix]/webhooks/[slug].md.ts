import { operationMarkdown } from '../../../../presentation/twins/operationMarkdown.ts';
import { twinRoute } from '../../../../routes/twinRoute.ts';

/** Each webhook's page as Markdown (`webhooks/<slug>.md`), linked from llms.txt. */
export const { getStaticPaths, GET } = twinRoute((doc) => doc.webhooks, operationMarkdown);
