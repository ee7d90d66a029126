// The brand configuration through the API, as the configuration screen saves it (the screen itself has its own tests).
import { CONFIGURATION_PATHS } from '@switchboard/contracts/members/configuration.schemas';
import { DEMO_PASSWORD } from './browser';

export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.brand', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`The admin could not sign in: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

type Configuration = Record<string, unknown> & { widgetOrigins: string[] };

/** Saves the brand configuration changed by `change`; the returned function puts it back as it was. */
export async function changeBrandConfiguration(baseUrl: string, change: (before: Configuration) => Partial<Configuration>): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${await adminToken(baseUrl)}`, 'content-type': 'application/json' };
  const url = `${baseUrl}${CONFIGURATION_PATHS.configuration}`;
  const before = ((await (await fetch(url, { headers })).json()) as { data: Configuration }).data;
  const save = async (configuration: Configuration) => {
    const response = await fetch(url, { method: 'PUT', headers, body: JSON.stringify(configuration) });
    if (!response.ok) throw new Error(`The configuration was not saved: ${response.status} ${await response.text()}`);
  };
  await save({ ...before, ...change(before) });
  return () => save(before);
}

/** Adds `origin` to the brand's widget websites; the returned function puts the list back as it was. */
export function allowWidgetOrigin(baseUrl: string, origin: string): Promise<() => Promise<void>> {
  return changeBrandConfiguration(baseUrl, (before) => ({ widgetOrigins: [...before.widgetOrigins, origin] }));
}
