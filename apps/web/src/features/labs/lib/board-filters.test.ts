import { boardListQuerySchema } from '@tinkerlabs/contract/boards';
import { describe, expect, it } from 'vitest';
import { hasActiveFilters, parseBoardFilters, writeBoardFilters } from './board-filters.ts';

const parse = (search: string) => parseBoardFilters(new URLSearchParams(search));

describe('parseBoardFilters', () => {
  it('reads every filter', () => {
    expect(parse('family=esp32&wireless=wifi,bluetooth-le&maxPrice=12.50&sort=price')).toEqual({
      family: 'esp32',
      wireless: ['wifi', 'bluetooth-le'],
      maxPrice: 12.5,
      sort: 'price',
    });
  });

  it('starts from no filter, sorted by name', () => {
    expect(parse('')).toEqual({ family: undefined, wireless: [], maxPrice: undefined, sort: 'name' });
  });

  it('ignores a value the API would refuse instead of failing the page', () => {
    expect(parse('family=pic&wireless=wifi,5g&maxPrice=cheap&sort=speed')).toEqual({
      family: undefined,
      wireless: [],
      maxPrice: undefined,
      sort: 'name',
    });
  });
});

describe('parseBoardFilters and the API', () => {
  const fields = boardListQuerySchema.shape;
  /** What the API makes of one parameter, or undefined when it refuses it. */
  const api = (
    schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
    value: string,
  ) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : undefined;
  };

  it.each(['esp32', 'sbc', 'ESP32', 'pic', '', ' esp32'])('read family=%j as the API does', (value) => {
    expect(parse(`family=${encodeURIComponent(value)}`).family).toEqual(api(fields.family, value));
  });

  it.each(['wifi', 'wifi,bluetooth-le', 'wifi,wifi', ' lora , zigbee', 'wifi,', 'wifi,5g', 'WIFI', ''])(
    'read wireless=%j as the API does',
    (value) => {
      expect(parse(`wireless=${encodeURIComponent(value)}`).wireless).toEqual(
        api(fields.wireless, value) ?? [],
      );
    },
  );

  it.each(['25', '12.5', '12.50', '0', '12.505', '-3', '1e3', '12345678', 'cheap', ''])(
    'read maxPrice=%j as the API does',
    (value) => {
      expect(parse(`maxPrice=${encodeURIComponent(value)}`).maxPrice).toEqual(api(fields.maxPrice, value));
    },
  );

  it.each(['name', 'price', 'clock', ''])('read sort=%j as the API does', (value) => {
    expect(parse(`sort=${value}`).sort).toEqual(api(fields.sort, value) ?? 'name');
  });
});

describe('writeBoardFilters', () => {
  it('writes the chosen filters, leaves defaults out and keeps the comparison', () => {
    const next = writeBoardFilters(new URLSearchParams('compare=a-board,b-board'), {
      family: 'rp2040',
      wireless: ['wifi'],
      maxPrice: 20,
      sort: 'name',
    });
    expect(next.toString()).toBe('compare=a-board%2Cb-board&family=rp2040&wireless=wifi&maxPrice=20');
  });

  it('sends the list back to its first page', () => {
    const next = writeBoardFilters(new URLSearchParams('family=esp32&page=3'), {
      wireless: [],
      sort: 'price',
    });
    expect(next.toString()).toBe('sort=price');
  });

  it('round-trips through parsing', () => {
    const filters = {
      family: 'nrf52' as const,
      wireless: ['bluetooth-le' as const],
      maxPrice: 50,
      sort: 'price' as const,
    };
    expect(parseBoardFilters(writeBoardFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe('hasActiveFilters', () => {
  it('counts family, radios and price, not the order', () => {
    expect(hasActiveFilters(parse('sort=price'))).toBe(false);
    expect(hasActiveFilters(parse('family=teensy'))).toBe(true);
    expect(hasActiveFilters(parse('wireless=lora'))).toBe(true);
    expect(hasActiveFilters(parse('maxPrice=5'))).toBe(true);
  });
});
