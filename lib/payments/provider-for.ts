import { MoyasarProvider } from './moyasar';
import type { PaymentProvider } from './provider';

/** A restaurant's provider settings as stored (the secret decrypted only for this call, never sent to a browser). */
export type ProviderSettings = { provider: 'moyasar'; secretKey: string };
export type ProviderName = ProviderSettings['provider'];

/** Each provider's adapter, built from its settings: a second provider (Tap, PayTabs) is one more entry. */
const ADAPTERS: { [N in ProviderName]: (settings: Extract<ProviderSettings, { provider: N }>) => PaymentProvider } = {
  moyasar: (s) => new MoyasarProvider({ secretKey: s.secretKey }),
};

export function providerFor(settings: ProviderSettings): PaymentProvider {
  return ADAPTERS[settings.provider](settings);
}
