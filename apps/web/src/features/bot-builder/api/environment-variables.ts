/** Environment variables: list (10 a page, search), create, update, delete. */
import { BOT_BUILDER_PATHS as P } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { environmentVariableSchema } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { crudResource } from '@/lib/http/crud-resource';

export const environmentVariablesApi = crudResource({ key: 'bot-environment-variables', path: P.environmentVariables, item: environmentVariableSchema });
