/** The hardware catalogue's category in the page address (`?category=sensor`); an unknown one means all. */
import { hardwareCategoryList, type HardwareCategory } from './labels.ts';

/** @example hardwareCategoryFrom(new URLSearchParams('category=sensor')) // 'sensor' */
export function hardwareCategoryFrom(search: URLSearchParams): HardwareCategory | undefined {
  const value = search.get('category');
  return hardwareCategoryList.find((category) => category === value);
}
