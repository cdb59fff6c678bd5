import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Everything the site keeps in the browser, as the cookie policy lists it (cookie-content.ts builds
 * its tables from this list). tests/e2e/stored-items.spec.ts goes through the site and the
 * translation editor, records every key either storage is given, and fails on a key missing here
 * or an item here that nothing writes. The site sets no cookie and uses no other storage.
 */
export interface StoredItem {
  /** The key, or with `prefix` the start of every key of the item (a path or a time follows). */
  key: string
  prefix?: true
  /** Local storage stays until it is cleared; session storage until the tab is closed. */
  storage: 'local' | 'session'
  /** The key as the policy shows it: the key itself, "…" for what follows a prefix. */
  name: MessageDescriptor
  purpose: MessageDescriptor
  duration: MessageDescriptor
  /** The code that writes it (legal-sources.test.ts: the file exists). */
  source: `code:${string}`
}

const untilCleared = msg({
  id: 'cookies.storage.untilCleared',
  message: 'Tills ni rensar webbläsarens lagring.',
})
const untilTabCloses = msg({
  id: 'cookies.storage.untilTabCloses',
  message: 'Tills fliken stängs.',
})

export const storedItems: StoredItem[] = [
  {
    key: 'cirkla.lang',
    storage: 'local',
    name: msg({ id: 'cookies.storage.lang.name', message: 'cirkla.lang' }),
    purpose: msg({
      id: 'cookies.storage.lang.purpose',
      message: 'Kommer ihåg om ni valt svenska eller engelska.',
    }),
    duration: untilCleared,
    source: 'code:src/i18n/detect.ts',
  },
  {
    key: 'cirkla.editor.drafts.v1',
    storage: 'local',
    name: msg({ id: 'cookies.storage.drafts.name', message: 'cirkla.editor.drafts.v1' }),
    purpose: msg({
      id: 'cookies.storage.drafts.purpose',
      message:
        'Vårt interna översättningsverktyg: ändringar som ännu inte är sparade, så att inget går förlorat om fliken stängs. Alla verktygets flikar delar dem.',
    }),
    duration: msg({
      id: 'cookies.storage.drafts.duration',
      message: 'Tills ni sparar eller slänger ändringarna, eller rensar webbläsarens lagring.',
    }),
    source: 'code:packages/translation-editor/src/drafts/drafts.ts',
  },
  {
    key: 'cirkla.editor.edits.v2',
    storage: 'local',
    name: msg({ id: 'cookies.storage.edits.name', message: 'cirkla.editor.edits.v2' }),
    purpose: msg({
      id: 'cookies.storage.edits.purpose',
      message:
        'Översättningsverktyget på den publicerade webbplatsen: de ändringar ni sparar, som här sparas i er webbläsare i stället för på en server.',
    }),
    duration: msg({
      id: 'cookies.storage.edits.duration',
      message: 'Tills ni tar bort ändringarna i verktyget eller rensar webbläsarens lagring.',
    }),
    source: 'code:packages/translation-editor/src/browser/browser-storage.ts',
  },
  {
    key: 'cirkla.editor.unreadable.',
    prefix: true,
    storage: 'local',
    name: msg({
      id: 'cookies.storage.unreadable.name',
      message: 'cirkla.editor.unreadable.…',
    }),
    purpose: msg({
      id: 'cookies.storage.unreadable.purpose',
      message:
        'Översättningsverktyget: sparade uppgifter som inte gick att läsa, undanlagda så att de inte skrivs över innan ni sett dem.',
    }),
    duration: msg({
      id: 'cookies.storage.unreadable.duration',
      message: 'Tills ni slänger dem i verktyget eller rensar webbläsarens lagring.',
    }),
    source: 'code:packages/translation-editor/src/drafts/stored.ts',
  },
  {
    key: 'tsr-scroll-restoration-v1_3',
    storage: 'session',
    name: msg({
      id: 'cookies.storage.scroll.name',
      message: 'tsr-scroll-restoration-v1_3',
    }),
    purpose: msg({
      id: 'cookies.storage.scroll.purpose',
      message:
        'Hur långt ni har scrollat på varje sida i fliken, så att Bakåt tar er tillbaka dit ni var.',
    }),
    duration: untilTabCloses,
    source: 'code:src/router.tsx',
  },
  {
    key: 'cirkla.editor.tab-drafts.v1',
    storage: 'session',
    name: msg({
      id: 'cookies.storage.tabDrafts.name',
      message: 'cirkla.editor.tab-drafts.v1',
    }),
    purpose: msg({
      id: 'cookies.storage.tabDrafts.purpose',
      message:
        'Översättningsverktyget: det den här fliken själv har skrivit, så att det finns kvar om fliken laddas om och ni ser när en annan flik skriver i samma rad.',
    }),
    duration: untilTabCloses,
    source: 'code:packages/translation-editor/src/drafts/drafts.ts',
  },
  {
    key: 'cirkla.reloaded:',
    prefix: true,
    storage: 'session',
    name: msg({ id: 'cookies.storage.reloaded.name', message: 'cirkla.reloaded:…' }),
    purpose: msg({
      id: 'cookies.storage.reloaded.purpose',
      message:
        'När vi har publicerat en ny version medan sidan var öppen: att sidan laddats om en gång för att hämta de nya filerna, så att den aldrig laddas om gång på gång.',
    }),
    duration: msg({
      id: 'cookies.storage.reloaded.duration',
      message: 'Tills sidan har visats, annars tills fliken stängs.',
    }),
    source: 'code:src/components/layout/stale-deploy.ts',
  },
]

/** The item a stored key belongs to, if any. */
export const storedItemOf = (storage: StoredItem['storage'], key: string) =>
  storedItems.find(
    (item) =>
      item.storage === storage && (item.prefix ? key.startsWith(item.key) : key === item.key),
  )
