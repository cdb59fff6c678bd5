/** The layout's <main>: the skip link's target, and focus's when a page has no heading. */
export const MAIN_ID = 'main-content'

/** The root document's polite live region that says a new page's title (page-change.ts). */
export const PAGE_TITLE_ID = 'page-title'
