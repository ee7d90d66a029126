import { useEffect, useState } from 'react';
import type { SsoProvider } from '@switchboard/contracts/auth/sso.schemas';
import { fetchSsoProviders } from '@/features/auth/api/sso-providers';

/**
 * "Sign in with Microsoft" (or the provider's configured name): a plain link, because the flow is a full-page
 * trip through the server and the provider. Nothing shows while loading or when no provider is configured
 * (the password form stays usable either way).
 */
export function SsoButtons() {
  const [providers, setProviders] = useState<SsoProvider[]>([]);
  useEffect(() => {
    let live = true;
    fetchSsoProviders().then((list) => live && setProviders(list), () => undefined);
    return () => { live = false; };
  }, []);
  if (providers.length === 0) return null;
  return (
    <div className="sb-sso">
      <p className="sb-sso__or" aria-hidden>or</p>
      {providers.map((provider) => (
        <a key={provider.id} className="sb-button-secondary" href={provider.startUrl}>{provider.label}</a>
      ))}
    </div>
  );
}
