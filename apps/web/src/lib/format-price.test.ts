import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from './format-price.ts';

const amounts = [0, 0.5, 1, 8.4, 12.5, 14.95, 999.999, 1000, 1299, 65432.1, 1234567.891, -5, -1299.5, -0.001];

describe('formatPrice', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'CAD', 'AUD', 'KRW'])(
    'writes %s exactly as Intl writes it in English (US)',
    (currency) => {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      for (const amount of amounts) expect(formatPrice(amount, currency)).toBe(intl.format(amount));
    },
  );

  it('writes the common currencies without creating an Intl formatter', () => {
    const created = vi.spyOn(Intl, 'NumberFormat');
    expect(formatPrice(14.95, 'USD')).toBe('$14.95');
    expect(formatPrice(1299, 'eur')).toBe('€1,299.00');
    expect(created).not.toHaveBeenCalled();
  });

  it('formats other currencies with Intl, and an unknown code still readably', () => {
    expect(formatPrice(12.5, 'CHF')).toBe(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'CHF' }).format(12.5),
    );
    expect(formatPrice(3, 'NOTACODE')).toBe('3.00 NOTACODE');
  });
});
