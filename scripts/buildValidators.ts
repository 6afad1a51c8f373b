// npm run build:validators — writes ajv's standalone code of the official OpenAPI schemas' validators into
// prebuilt/openapi-validators/<key>/, to be committed, so that no build compiles them (src/pipeline/2-validate/
// schemaValidators.ts). Run it after updating ajv, ajv-draft-04 or @seriousme/openapi-schema-validator.
import { writePrebuiltValidators } from '../src/pipeline/2-validate/schemaValidators.ts';

const started = performance.now();
const folder = writePrebuiltValidators();
console.log(`${folder} (${Math.round(performance.now() - started)} ms): commit prebuilt/openapi-validators`);
