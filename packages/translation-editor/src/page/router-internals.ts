import type { ParsedLocation } from '@tanstack/react-router'

/**
 * The one place the editor reaches into TanStack Router's internals; checked against
 * @tanstack/react-router 1.170.46 (router-core 1.171.39).
 *
 * The position of the current entry in the session history, which the router's history writes
 * into each entry's state: it changes on a push, Back and Forward, and stays on a replace. The
 * editor tells "the translator moved to another view" (the search box takes the URL's search
 * again) from "a keystroke replaced the entry" by it. The public API has no such signal in step
 * with the location: `history.subscribe` fires before the router has loaded the new location,
 * and a location's key changes on a replace too. tests/e2e/editor-links.spec.ts (Back returns to
 * the previous file and its search) fails when the index changes meaning.
 */
export function historyIndex(location: Pick<ParsedLocation, 'state'>): number {
  return location.state.__TSR_index
}
