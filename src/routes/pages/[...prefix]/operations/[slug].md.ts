import { operationMarkdown } from '../../../../presentation/twins/operationMarkdown.ts';
import { twinRoute } from '../../../../routes/twinRoute.ts';

/** Each operation's page as Markdown (`operations/<slug>.md`), linked from llms.txt. */
export const { getStaticPaths, GET } = twinRoute((doc) => doc.operations, operationMarkdown);
