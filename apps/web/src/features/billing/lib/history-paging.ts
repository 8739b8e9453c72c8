/** Paging of the bills' and payments' history drawers. */
export const HISTORY_PAGE_SIZE = 20;
