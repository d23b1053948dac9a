/** Where a store is based and where it delivers, in words: "Based in Germany · ships worldwide". */
import type { StoreSummary } from '@tinkerlabs/contract/stores';
import { regionName } from '@/lib/region-name.ts';

export function shippingLine(store: Pick<StoreSummary, 'country' | 'shipsTo'>): string {
  const shipsTo = store.shipsTo.some((code) => code.toLowerCase() === 'worldwide')
    ? 'worldwide'
    : `to ${store.shipsTo.map(regionName).join(', ')}`;
  return `Based in ${regionName(store.country)} · ships ${shipsTo}`;
}
