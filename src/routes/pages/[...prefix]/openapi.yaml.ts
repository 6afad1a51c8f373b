import { extname } from 'node:path';
import type { APIRoute } from 'astro';
import { downloadTexts } from '../../../presentation/downloads.ts';
import type { ApiDocument } from '../../../model/model.ts';
import { isJson, parseFile } from '../../../pipeline/1-load/sourceFiles.ts';
import { perDocument } from '../../../routes/staticPaths.ts';

/** The document as its source file says, as YAML (`openapi.yaml`). */
/** Served by `astro dev`; a build writes it from the model (src/integration/downloadsAndTwins.ts). */
export const getStaticPaths = () => (import.meta.env.PROD ? [] : perDocument());

export const GET: APIRoute = ({ props }) => {
  const { doc } = props as { doc: ApiDocument };
  const { yaml } = downloadTexts(parseFile(doc.sourceFile).data, isJson(extname(doc.sourceFile)));
  return new Response(yaml, {
    headers: { 'content-type': 'application/yaml; charset=utf-8' },
  });
};
