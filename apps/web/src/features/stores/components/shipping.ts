/**
 * Where a store is based and where it delivers, in words: "Based in Germany · ships worldwide". The
 * country names come from the API.
 */
import type { StoreSummary } from '@tinkerlabs/contract/stores';

export function shippingLine(store: Pick<StoreSummary, 'countryName' | 'shipsTo' | 'shipsToNames'>): string {
  const shipsTo = store.shipsTo.some((code) => code.toLowerCase() === 'worldwide')
    ? 'worldwide'
    : `to ${store.shipsToNames.join(', ')}`;
  return `Based in ${store.countryName} · ships ${shipsTo}`;
}
