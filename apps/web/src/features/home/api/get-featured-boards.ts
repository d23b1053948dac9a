/**
 * GET /api/labs/boards?slugs=…: the development boards the home page features, an editor's pick of
 * one board from each of the main families (a slug that no longer exists is simply left out).
 */
import type { BoardListResponse } from '@tinkerlabs/contract/boards';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const featuredBoardSlugs = ['raspberry-pi-pico-2', 'esp32-s3-devkitc-1', 'arduino-uno-r4-wifi'];

export const featuredBoardsQuery = {
  queryKey: ['home', 'featured-boards'],
  queryFn: ({ signal }) =>
    api<BoardListResponse>(`/api/labs/boards?slugs=${featuredBoardSlugs.join(',')}&sort=price`, { signal }),
} satisfies FetchQueryOptions<BoardListResponse>;
