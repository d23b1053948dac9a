/**
 * The development-board filters as they live in the page address (`?family=esp32&wireless=wifi
 * &maxPrice=20&sort=price`), so a filtered view can be shared and survives a reload. Each value is
 * checked as the API checks it (board-filters.test.ts compares the two); a value the API would
 * refuse is ignored, not fatal.
 */
import { boardFamilyList, wirelessKindList, type BoardFamily, type WirelessKind } from './labels.ts';

export type BoardSort = 'name' | 'price';

export interface BoardFilters {
  family?: BoardFamily;
  /** Boards must have every one of these radios. */
  wireless: WirelessKind[];
  maxPrice?: number;
  sort: BoardSort;
}

export const defaultBoardFilters: BoardFilters = { wireless: [], sort: 'name' };

/** The price ceilings offered in the filter (a shared link may carry any other amount). */
export const maxPriceSteps = [5, 10, 20, 30, 50, 100] as const;

const filterKeys = ['family', 'wireless', 'maxPrice', 'sort'] as const;
const sorts: readonly BoardSort[] = ['name', 'price'];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((item) => item === value);

/** `wifi,bluetooth-le` → both radios; one unknown radio refuses the whole list, as the API does. */
function radiosFrom(value: string | null): WirelessKind[] {
  const names = [...new Set((value ?? '').split(',').map((name) => name.trim()))].filter(Boolean);
  const radios = names.map((name) => oneOf(wirelessKindList, name));
  return radios.every((radio): radio is WirelessKind => radio !== undefined) ? radios : [];
}

/** An amount such as 25 or 12.50. */
const priceFrom = (value: string | null) =>
  value && /^\d{1,7}(\.\d{1,2})?$/.test(value) ? Number(value) : undefined;

/** @example parseBoardFilters(new URLSearchParams('family=esp32&sort=price')) */
export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  return {
    family: oneOf(boardFamilyList, params.get('family')),
    wireless: radiosFrom(params.get('wireless')),
    maxPrice: priceFrom(params.get('maxPrice')),
    sort: oneOf(sorts, params.get('sort')) ?? 'name',
  };
}

/**
 * The page address's parameters with `filters` written in (defaults left out). The comparison stays;
 * the page number goes, so new filters start on the first page.
 */
export function writeBoardFilters(params: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  [...filterKeys, 'page'].forEach((key) => next.delete(key));
  if (filters.family) next.set('family', filters.family);
  if (filters.wireless.length > 0) next.set('wireless', filters.wireless.join(','));
  if (filters.maxPrice !== undefined) next.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== 'name') next.set('sort', filters.sort);
  return next;
}

export function hasActiveFilters(filters: BoardFilters): boolean {
  return Boolean(filters.family) || filters.wireless.length > 0 || filters.maxPrice !== undefined;
}
