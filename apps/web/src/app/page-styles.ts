/**
 * The stylesheet of every page but the home page (styles/pages.css). A route waits for it with its
 * code, so a page never shows unstyled; the home page is styled by the first-load stylesheet alone.
 */
export const loadPageStyles = () => import('@/styles/pages.css');
