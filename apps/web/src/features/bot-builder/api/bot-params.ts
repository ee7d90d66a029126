/** Bot params: the list screen's resource (10 a page); the editor's pickers read the preemptive data. */
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { botParamSchema } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import { crudResource } from '@/lib/http/crud-resource';

export const botParamsApi = crudResource({ key: 'bot-params', path: P.botParams, item: botParamSchema });
