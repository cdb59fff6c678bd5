// Benchmark: search keystroke -> rendered table in the translation editor with a generated
// 10 000-entry catalogue. Not a test (timings depend on the machine); prints the figures.
//
//   npm run build && npm run bench:editor        (BENCH_PORT, default 4499)
//
// The catalogue reaches the built editor where it reads its catalogues: the shipped `common`
// catalogue (the file the editor opens first; a raw .po chunk of the build, sv and en) is served
// as a generated one, as a release with 10 000 messages would ship it. Each keystroke is measured
// with performance marks from the input event to the next animation frame after React has
// rendered the filtered rows.
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { startPreview } from '../../../scripts/preview-server.ts'
import { entries, N, serveLongCatalogue } from '../../../scripts/bench-catalogue.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 4499)
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
)

// The production host (nginx with deploy/nginx.conf), as every benchmark, serving the host app's
// build: run from its root (this workspace's site: `npm run bench:editor` there).
const server = await startPreview(PORT)
const stop = () => server.close()
try {
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await serveLongCatalogue(page)
  await page.goto(`http://127.0.0.1:${PORT}/sv/oversattningar`)
  await page.getByText(`Visar ${N} av ${N} rader`).waitFor({ timeout: 30_000 })

  const input = page.getByPlaceholder('Sök nyckel eller text...')
  await input.focus()
  await page.evaluate(() => {
    const shown = document.querySelector('[data-testid=editor-shown]')
    const search = document.querySelector('input[type=search]')
    search.addEventListener('input', () => performance.mark('search-start'), { capture: true })
    new MutationObserver(() =>
      requestAnimationFrame(() => {
        performance.mark('search-end')
        performance.measure('search', 'search-start', 'search-end')
      }),
    ).observe(shown, { subtree: true, characterData: true, childList: true })
  })
  const query = 'item12'
  const durations = []
  for (let round = 0; round < 3; round++) {
    await input.fill('')
    await page.waitForTimeout(200)
    await page.evaluate(() => performance.clearMeasures('search'))
    for (const ch of query) {
      await page.keyboard.type(ch)
      await page.waitForTimeout(150)
    }
    durations.push(
      ...(await page.evaluate(() => performance.getEntriesByName('search').map((m) => m.duration))),
    )
  }
  durations.sort((a, b) => a - b)
  const median = durations[Math.floor(durations.length / 2)]
  console.log(
    `translation editor, ${N} entries, ${durations.length} search keystrokes (keystroke -> rendered frame):`,
  )
  console.log(
    `  median ${median.toFixed(1)} ms, max ${durations.at(-1).toFixed(1)} ms, min ${durations[0].toFixed(1)} ms`,
  )

  // Suggestions: focusing a row's English box -> the row's suggestions rendered, over
  // the same 10 000 entries. The memory is built on the first focus (reported apart), then each
  // focus ranks the 10 000 pairs for its row. Between focuses the search box takes the focus, so
  // the row's suggestions go and the next focus computes them again. The first six rows with
  // both texts (the API lists the messages by key): each has close texts among the generated ones.
  const rows = [...entries]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .flatMap((e, row) => (e.sv && e.en ? [row] : []))
    .slice(0, 6)
  await input.fill('')
  await page.getByText(`Visar ${N} av ${N} rader`).waitFor()
  const suggest = []
  for (let i = 0; i <= 40; i++) {
    await input.focus()
    suggest.push(
      await page.evaluate(
        async (row) => {
          const box = document.querySelector(`textarea[data-lang=en][data-row="${row}"]`)
          const rowEl = box.closest('[role=row]')
          const seen = () => rowEl.querySelector('[data-testid=suggestions]')
          if (seen()) throw new Error('suggestions still shown before the focus')
          const start = performance.now()
          box.focus()
          const shown = await new Promise((resolve) => {
            if (seen()) return resolve(true)
            const observer = new MutationObserver(() => {
              if (seen()) {
                observer.disconnect()
                resolve(true)
              }
            })
            observer.observe(rowEl, { subtree: true, childList: true })
            setTimeout(() => resolve(false), 5000)
          })
          if (!shown) throw new Error(`no suggestions on row ${row}`)
          await new Promise((resolve) => requestAnimationFrame(resolve))
          return performance.now() - start
        },
        rows[i % 6],
      ),
    )
  }
  const [first, ...rest] = suggest
  rest.sort((a, b) => a - b)
  const at = (q) => rest[Math.min(rest.length - 1, Math.ceil(q * rest.length) - 1)]
  console.log(
    `suggestions, ${N} entries, ${rest.length} row focuses (focus -> suggestions in a rendered frame):`,
  )
  console.log(
    `  first (builds the memory) ${first.toFixed(1)} ms; then median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${rest.at(-1).toFixed(1)} ms`,
  )
  console.log(
    `  load average while measured: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  )
  await browser.close()
} finally {
  await stop()
}
