// `use-sync-external-store/shim` backfills the hook for React before 18; Lingui's React bindings
// and TanStack's store import it. React 19 has the hook itself: the shim's fallback (a second
// implementation, shipped in every page's framework chunk) is never used here, so the import
// resolves to React's own (vite.config.ts, resolve.alias).
export { useSyncExternalStore } from 'react'
