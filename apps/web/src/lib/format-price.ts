/**
 * The one price formatter: "$14.95", "€12.50", "£1,299.00", in the item's currency.
 *
 * The common currencies are written out, as English (US) writes them: a page's first Intl object
 * costs 40–100 ms of main thread (ICU loads its locale data), and the board catalogue paid it before
 * its first render. Other currencies still go through Intl, on first use.
 */
import { groupThousands } from './format-number.ts';

const written: Record<string, { symbol: string; decimals: number }> = {
  USD: { symbol: '$', decimals: 2 },
  EUR: { symbol: '€', decimals: 2 },
  GBP: { symbol: '£', decimals: 2 },
  JPY: { symbol: '¥', decimals: 0 },
  CNY: { symbol: 'CN¥', decimals: 2 },
  INR: { symbol: '₹', decimals: 2 },
  CAD: { symbol: 'CA$', decimals: 2 },
  AUD: { symbol: 'A$', decimals: 2 },
  KRW: { symbol: '₩', decimals: 0 },
};

const formats = new Map<string, Intl.NumberFormat>();

export function formatPrice(amount: number, currency: string): string {
  const own = written[currency.toUpperCase()];
  if (own && Number.isFinite(amount)) {
    const [whole, fraction] = Math.abs(amount).toFixed(own.decimals).split('.');
    const grouped = groupThousands(Number(whole));
    const sign = amount < 0 ? '-' : '';
    return `${sign}${own.symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
  }
  let format = formats.get(currency);
  if (!format) {
    try {
      // eslint-disable-next-line no-restricted-globals -- the rare currency only, on first use
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      return `${amount.toFixed(2)} ${currency}`; // an unknown currency code: still readable
    }
    formats.set(currency, format);
  }
  return format.format(amount);
}
