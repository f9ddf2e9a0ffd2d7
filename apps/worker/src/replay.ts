/** `npm run replay -- [--projection NAME]... [--until DATE]` over the application's read models. */
import { applicationEventSchemas, applicationProjections } from '@notebook/api';
import { runReplayCli } from '@notebook/read-models';

void runReplayCli(applicationProjections, applicationEventSchemas);
