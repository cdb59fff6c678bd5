import type { Page } from '@playwright/test'
import { axeViolations, expect, gotoHydrated, test } from './fixtures'

// The header's keyboard walk, the same at 390 px (mobile menu) and 1280 px (dropdowns): Tab reaches
// the button (each a <details>' summary: they open without JavaScript too), Enter opens it, Tab walks its links without ever landing on anything the open panel
// covers, Escape closes it and puts focus back on its button. The walk does not depend on the
// language (Swedish here); the open menu's axe scan does: in Swedish here, in English on
// site-links.spec.ts's walk through the menu. Then the focus ring.

/** The mobile menu's button and a dropdown's, in Swedish. */
const labels = { menu: 'Meny', group: 'Om oss' }

/** Where focus is: in the open panel, elsewhere in the header, behind it, or nowhere (browser UI). */
const focusArea = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return { area: 'none', text: '' }
    const text = el.textContent?.trim().slice(0, 40) ?? ''
    if (el.closest('details[open] > div')) return { area: 'panel', text }
    if (el.closest('header')) return { area: 'header', text }
    return { area: `behind: ${el.tagName} ${text}`, text }
  })

async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent?.trim(),
    )
    if (label === name) return
  }
  throw new Error(`Tab never reached ${name}`)
}

for (const width of [390, 1280]) {
  const mobile = width < 1024
  test(`at ${width} px: open, walk, Escape back to the button${mobile ? '; the open menu passes axe (sv)' : '; a click elsewhere closes it'}`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow() // dozens of key presses, each checked
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page, '/sv')
    const name = mobile ? labels.menu : labels.group
    await tabTo(page, name)
    const disclosure = page.locator('header details', {
      has: page.locator('summary', { hasText: name }),
    })
    const button = disclosure.locator('summary')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(disclosure).toHaveAttribute('open')
    const panel = disclosure.locator(':scope > div')
    const links = await panel.getByRole('link').count()
    expect(links).toBeGreaterThan(1)

    // Every link of the panel in order, then (mobile) well past the last one: focus stays in
    // the header or leaves the page, never reaching links under the panel.
    const seen: string[] = []
    for (let i = 0; i < links + (mobile ? 4 : 0); i++) {
      await page.keyboard.press('Tab')
      const { area, text } = await focusArea(page)
      if (mobile) expect(area, `Tab ${i + 1}`).not.toMatch(/^behind/)
      if (area === 'panel') seen.push(text)
      if (!mobile && seen.length === links) break
    }
    expect(seen).toHaveLength(links)
    if (mobile) {
      await expect(page.locator('main')).toHaveAttribute('inert')
      expect(await axeViolations(page)).toEqual([])
    }

    await page.keyboard.press('Escape')
    await expect(disclosure).not.toHaveAttribute('open')
    await expect(button).toBeFocused()
    await expect(page.locator('main')).not.toHaveAttribute('inert')
    if (!mobile) {
      // opened by a click, closed by a click anywhere else
      await disclosure.locator('summary').click()
      await expect(panel).toBeVisible()
      await page.locator('h1').click()
      await expect(panel).toBeHidden()
      await expect(disclosure).not.toHaveAttribute('open')
    }
    expect(consoleErrors).toEqual([])
  })
}

/** The focus ring of the focused element and the colour behind it, as the browser resolved them. */
function focusRing() {
  const el = document.activeElement!
  const s = getComputedStyle(el)
  // The ring is drawn outside the element: what shows around it is its ancestors' background.
  let bg = 'rgb(255, 255, 255)'
  for (let p = el.parentElement; p; p = p.parentElement) {
    const colour = getComputedStyle(p).backgroundColor
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
      bg = colour
      break
    }
  }
  const halo = /^(rgba?\([^)]*\)) 0px 0px 0px (\d+(?:\.\d+)?)px$/.exec(s.boxShadow)
  return {
    focusVisible: el.matches(':focus-visible'),
    outline: { style: s.outlineStyle, colour: s.outlineColor, width: s.outlineWidth },
    offset: s.outlineOffset,
    halo: halo ? { colour: halo[1]!, width: `${halo[2]}px` } : null,
    bg,
  }
}

/** WCAG contrast ratio of two rgb()/rgba() colours (alpha ignored: the theme's are opaque). */
function contrast(a: string, b: string) {
  const luminance = (colour: string) => {
    const [r, g, bl] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

// The only indicator was amber #E29A1B, 2.37:1 on white and 2.22:1 on the mint
// hero. One ring everywhere, and some 2 px or wider band of it is 3:1 against what surrounds it.
test('keyboard focus: one ring, at least 3:1 against every background it appears on', async ({
  page,
}) => {
  const seen: { where: string; bg: string; best: number; ring: string }[] = []
  const check = async (where: string) => {
    const ring = await page.evaluate(focusRing)
    expect(ring.focusVisible || where.includes('summary'), where).toBe(true)
    expect(ring.outline.style, where).toBe('solid')
    const bands = [
      { colour: ring.outline.colour, width: parseFloat(ring.outline.width) },
      ...(ring.halo ? [{ colour: ring.halo.colour, width: parseFloat(ring.halo.width) }] : []),
    ]
    const best = Math.max(
      ...bands.filter((b) => b.width >= 2).map((b) => contrast(b.colour, ring.bg)),
    )
    seen.push({
      where,
      bg: ring.bg,
      best,
      ring: JSON.stringify([ring.outline, ring.offset, ring.halo]),
    })
  }
  const focus = async (selector: string) => {
    // After a Tab press the visitor is on the keyboard, and Chromium shows focus moved by script
    // as it would show focus moved by Tab (asserted: :focus-visible matches).
    await page.keyboard.press('Tab')
    await page.locator(selector).first().focus()
  }

  await gotoHydrated(page, '/en/get-started/support')
  for (const [selector, where] of [
    ['main form a[href], main p a[href]', 'a link on white'],
    ['main button[type=submit]', 'a button on white'],
    ['main input[type=email]', 'an input on white'],
    ['main summary', 'a question on white'],
    ['footer a[href]', 'a link on the dark footer'],
    ['footer input', 'an input on the dark footer'],
  ] as const) {
    await focus(selector)
    await check(where)
  }
  // Focus moved by the form after a submit, with the mouse: the error summary.
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.locator('[aria-labelledby="support-errors-title"]')).toBeFocused()
  await check('the error summary (focused after a click)')

  await gotoHydrated(page, '/sv')
  await focus('main a[href]')
  await check('a link in the mint home hero')
  await gotoHydrated(page, '/sv/kalkylator')
  await focus('main nav a[href]')
  await check('a breadcrumb link on the mint page intro')
  await focus('input[type=radio]')
  // The choice card around the radio shows the ring.
  const card = await page.evaluate(() => {
    const label = document.activeElement!.closest('label')!
    const s = getComputedStyle(label)
    return { outline: { style: s.outlineStyle, colour: s.outlineColor, width: s.outlineWidth } }
  })
  expect(card.outline.style, 'the material card').toBe('solid')

  expect(new Set(seen.map((s) => s.ring)).size, JSON.stringify(seen, null, 1)).toBe(1)
  expect(new Set(seen.map((s) => s.bg)).size, 'backgrounds tried').toBeGreaterThanOrEqual(3)
  for (const s of seen) expect(s.best, `${s.where} on ${s.bg}`).toBeGreaterThanOrEqual(3)
})
