/**
 * The lists' page sizes and how many pages are numbered (pagination.ts has the schemas). Apart from
 * the schemas so that a page's links can read them without loading Zod: its schemas take ~110 ms of a
 * phone's main thread to build (Lighthouse's 4x CPU, /labs/development-boards, 2026-12-03).
 */
export const defaultPageSize = 12;
export const maxPageSize = 50;

/** Pages beyond this are reached with `after`, on the lists that take it. */
export const maxNumberedPage = 50;
