import { schemaMarkdown } from '../../../../presentation/twins/schemaMarkdown.ts';
import { twinRoute } from '../../../../routes/twinRoute.ts';

/** Each model's page as Markdown (`schemas/<slug>.md`), linked from llms.txt and the operations' twins. */
export const { getStaticPaths, GET } = twinRoute((doc) => doc.schemas, schemaMarkdown);
