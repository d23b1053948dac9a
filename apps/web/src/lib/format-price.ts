/** The one price formatter: "$14.95", "€12.50", "£8.40" in the visitor's locale, in the item's currency. */
const formats = new Map<string, Intl.NumberFormat>();

export function formatPrice(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      return `${amount.toFixed(2)} ${currency}`; // an unknown currency code: still readable
    }
    formats.set(currency, format);
  }
  return format.format(amount);
}
