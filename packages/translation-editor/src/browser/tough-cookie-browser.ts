/**
 * Stands in for `tough-cookie` in the browser build (vite.config.ts aliases it there only).
 *
 * MSW imports tough-cookie for one feature: a cookie jar that persists the `Set-Cookie` headers
 * of mocked responses. The translation API sets no cookies, and the real package brings the whole
 * public-suffix list with it, which made MSW about 110 KB gzip of the editor's first load (its
 * budget is 250 KB). Unit tests run msw/node with the real package. A handler that starts
 * setting cookies fails loudly here instead of being silently ignored.
 */
export class Cookie {
  static fromJSON(): null {
    return null
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {}
}

export class CookieJar {
  getCookiesSync(): never[] {
    return []
  }

  setCookie(): Promise<never> {
    return Promise.reject(
      new Error('The mock translation API keeps no cookies: remove Set-Cookie from the handler.'),
    )
  }
}
