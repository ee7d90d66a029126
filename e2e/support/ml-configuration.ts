// The ML configuration through the API, as its screen saves it (the translation journey points it at its double).
import { SETTINGS_PATHS } from '@switchboard/contracts/settings/settings.schemas';
import { adminToken } from './brand-configuration';

type MlConfiguration = Record<string, unknown>;

/** Saves the ML configuration changed by `change`; the returned function puts it back as it was. */
export async function changeMlConfiguration(baseUrl: string, change: MlConfiguration): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${await adminToken(baseUrl)}`, 'content-type': 'application/json' };
  const url = `${baseUrl}${SETTINGS_PATHS.mlConfiguration}`;
  // The answer says whether a key is stored instead of the key; an omitted key keeps the stored one.
  const { generativeApiKeySet: _keySet, ...before } = ((await (await fetch(url, { headers })).json()) as { data: MlConfiguration }).data;
  const save = async (configuration: MlConfiguration) => {
    const response = await fetch(url, { method: 'PUT', headers, body: JSON.stringify(configuration) });
    if (!response.ok) throw new Error(`The ML configuration was not saved: ${response.status} ${await response.text()}`);
  };
  await save({ ...before, ...change });
  return () => save(before);
}
