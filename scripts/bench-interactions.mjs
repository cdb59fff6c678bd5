// npm run bench:interactions — what a visitor feels after the first paint: each interaction's
// latency as INP measures it (the Event Timing API's duration, from the hardware event to the next
// paint after its handlers; event-timing.mjs), in Chromium throttled as bench:real (the phone's
// link and 4x CPU: bench-profile.ts), after hydration, on the production build served by nginx with
// deploy/nginx.conf. Both languages, 10 rounds of every scenario (`--rounds N` for another
// count; bench-interaction-scenarios.mjs), each on a fresh page. Also a key pressed while the calculator
// hydrates (its input delay), and the long tasks after hydration on every public URL (scrolled to
// its end, so what hydrates when visible counts). Writes reports/interactions.md.
//   BENCH_DIRS=/tmp/a,/tmp/b   two (or more) builds side by side, A B A B in one run (each on its
//                              own nginx) -> reports/interactions-a-b.md
//   BENCH_ONLY=calculator,editor   only these scenarios (calculator, producerPhone,
//                              producerDesktop, editor, hydratingKey, hydratingTap; sweep: the long-task sweep)
//   BENCH_SWEEP=0              without the long-task sweep
//   BENCH_PORT=4491            the first nginx's port
// Goals (measured, not tests): p75 <= 100 ms and max <= 200 ms per interaction; no long
// task over 200 ms after hydration.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { basename } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath, startPreview } from './preview-server.ts'
import { loadSampler, median, profileText, quantile, throttle } from './bench-profile.ts'
import { longTasksSince, observeInteractions, untilIdle } from './event-timing.mjs'
import { interactions, phone, scenarios } from './bench-interaction-scenarios.mjs'

const dirs = process.env.BENCH_DIRS?.split(',') ?? ['dist']
for (const dir of dirs)
  if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir}/ holds no build: npm run build`)
const roundsFlag = process.argv.indexOf('--rounds')
const ROUNDS = Number(roundsFlag > 0 ? process.argv[roundsFlag + 1] : 10)
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds takes a whole number from 1')
const only = process.env.BENCH_ONLY?.split(',')
const sweep = process.env.BENCH_SWEEP !== '0' && (!only || only.includes('sweep'))
const chosen = Object.keys(scenarios).filter((name) => !only || only.includes(name))
const langs = ['sv', 'en']
const port = Number(process.env.BENCH_PORT ?? 4491)
const variants = dirs.map((dir, i) => ({ name: dirs.length > 1 ? basename(dir) : 'site', dir, i }))

const hosts = []
for (const v of variants) hosts.push(await startPreview(port + v.i, { root: v.dir }))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const loads = loadSampler()
/** samples[variant][interaction] = results; longest[variant][scenario] = longest task after hydration */
const samples = Object.fromEntries(variants.map((v) => [v.name, {}]))
const longest = Object.fromEntries(variants.map((v) => [v.name, {}]))

/** One fresh page on `device`, throttled, observed from its first byte; closed after `use`. */
async function onPage(device, use) {
  const context = await browser.newContext(device)
  try {
    const page = await context.newPage()
    await throttle(await context.newCDPSession(page))
    await page.addInitScript(observeInteractions)
    return await use(page)
  } finally {
    await context.close()
  }
}

async function runScenario(variant, name, lang) {
  const { device, run } = scenarios[name]
  const kept = []
  const record = (interaction, result) => kept.push([interaction, result])
  // A run that fails (a timeout on a busy machine) is run again, never half counted.
  for (let attempt = 1; ; attempt++) {
    kept.length = 0
    try {
      const tasks = await onPage(device, async (page) => {
        await run(page, lang, hosts[variant.i].origin, record)
        await untilIdle(page)
        const hydrated = await page.evaluate(() => window.__timing.hydrated)
        return longTasksSince(page, hydrated)
      })
      for (const [interaction, result] of kept)
        (samples[variant.name][interaction] ??= []).push(result)
      const top = longest[variant.name]
      top[name] = Math.max(top[name] ?? 0, tasks[0]?.duration ?? 0)
      return
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(`${variant.name} ${name} ${lang}: ${error.message.split('\n')[0]}, again`)
    }
  }
}

/** Every public URL once on a phone: the longest task from the marker on, scrolled to its end. */
async function sweepLongTasks(variant) {
  const { allPublicPaths } = await import('../dist-prerender/entry-prerender.js')
  const rows = []
  for (const url of allPublicPaths()) {
    const tasks = await onPage(phone, async (page) => {
      await page.goto(`${hosts[variant.i].origin}${url}`)
      await page.waitForFunction(() => window.__timing.hydrated > 0, null, { timeout: 60_000 })
      await untilIdle(page)
      // Down the page a screen at a time, at reading pace, as the sections come into view.
      for (;;) {
        const more = await page.evaluate(() => {
          const before = scrollY
          scrollBy(0, innerHeight)
          return scrollY > before
        })
        await untilIdle(page)
        if (!more) break
      }
      await page.waitForLoadState('networkidle')
      await untilIdle(page)
      return longTasksSince(page, await page.evaluate(() => window.__timing.hydrated))
    })
    rows.push({
      url,
      longest: tasks[0]?.duration ?? 0,
      over200: tasks.filter((t) => t.duration > 200).length,
    })
  }
  return rows
}

const sweeps = {}
try {
  for (let round = 0; round < ROUNDS; round++) {
    // alternate the order inside a round so no build always runs on a warmer machine
    const order = round % 2 ? [...variants].reverse() : variants
    for (const name of chosen)
      for (const lang of langs) for (const v of order) await runScenario(v, name, lang)
    console.log(`round ${round + 1}/${ROUNDS} done (load ${loads.sample().toFixed(1)})`)
  }
  if (sweep)
    for (const v of variants) {
      sweeps[v.name] = await sweepLongTasks(v)
      console.log(`long-task sweep of ${v.name} done (load ${loads.sample().toFixed(1)})`)
    }
} finally {
  await browser.close()
  for (const host of hosts) await host.close()
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)}` : '–')
const goalMet = (p75, max) => (p75 <= 100 && max <= 200 ? 'yes' : 'no')
const tableRows = Object.entries(interactions).flatMap(([key, label]) =>
  variants.flatMap((v) => {
    const list = samples[v.name][key]
    if (!list?.length) return []
    const d = list.map((s) => s.duration)
    const part = (name) => median(list.filter((s) => s[name] !== undefined).map((s) => s[name]))
    const answer = list.some((s) => s.answer !== undefined) ? ms(part('answer')) : ''
    const max = Math.max(...d)
    return [
      `| ${label} | ${variants.length > 1 ? `${v.name} | ` : ''}${list.length} | ${ms(median(d))} | ${ms(quantile(d, 0.75))} | ${ms(max)} | ${list.filter((s) => s.under).length} | ${ms(part('delay'))} | ${ms(part('processing'))} | ${ms(part('presentation'))} | ${answer} | ${key.startsWith('hydrating') ? '' : goalMet(quantile(d, 0.75), max)} |`,
    ]
  }),
)
const buildColumn = variants.length > 1 ? ' build |' : ''
const table = [
  `| interaction |${buildColumn} n | median | p75 | max | under 16 | input delay | processing | presentation | answer | goal met |`,
  `|---|${variants.length > 1 ? '---|' : ''}---:|---:|---:|---:|---:|---:|---:|---:|---:|---|`,
  ...tableRows,
].join('\n')
const taskRows = variants.flatMap((v) =>
  Object.entries(longest[v.name]).map(
    ([name, t]) => `| ${name} |${variants.length > 1 ? ` ${v.name} |` : ''} ${ms(t)} |`,
  ),
)
const taskTable = [
  `| scenario |${buildColumn} longest task after hydration (ms, over all rounds) |`,
  `|---|${variants.length > 1 ? '---|' : ''}---:|`,
  ...taskRows,
].join('\n')
const sweepTable = sweep
  ? [
      `| URL | ${variants.map((v) => `${v.name}: longest (ms) | over 200 ms`).join(' | ')} |`,
      `|---|${variants.map(() => '---:|---:').join('|')}|`,
      ...sweeps[variants[0].name].map(
        (row, i) =>
          `| ${row.url} | ${variants.map((v) => `${ms(sweeps[v.name][i].longest)} | ${sweeps[v.name][i].over200}`).join(' | ')} |`,
      ),
    ].join('\n')
  : ''
const file =
  variants.length > 1
    ? `reports/interactions-${variants.map((v) => v.name).join('-')}.md`
    : 'reports/interactions.md'
const text = `# Interactions

scripts/bench-interactions.mjs: Playwright + Chromium, ${profileText}, the production build served by nginx with deploy/nginx.conf${variants.length > 1 ? ` (${variants.map((v) => `${v.name}: ${v.dir}`).join(', ')}, A B A B in each round)` : ''}; phone scenarios at 390 x 844 with touch, desktop at 1280 x 900 with a mouse. ${ROUNDS} rounds of every scenario in both languages, each on a fresh page after hydration (marker set, main thread idle). ${new Date().toISOString().slice(0, 10)}, ${loads.text()}.

Latency is the Event Timing API's \`duration\` (INP's measure: from the hardware event to the next paint after its handlers, in 8 ms steps), the longest entry of the interaction (PerformanceObserver, \`durationThreshold: 16\`, grouped by \`interactionId\`); an interaction with no entry took under 16 ms and counts as 16 ("under 16"). Medians of its parts for the longest entry: input delay (event to handlers), processing (the handlers), presentation (handlers to paint). "answer": from the press to the frame that shows what it asked for (the result's figures; the page in the other language). The key pressed while hydrating: React's root created, the marker not yet set (counted only when the key came before the marker). Goal: p75 <= 100 ms and max <= 200 ms (ms throughout).

${table}

${taskTable}
${sweep ? `\nThe long-task sweep: every public URL once at 390 x 844, loaded, hydrated and scrolled to its end a screen at a time; the longest task from the marker on (goal: none over 200 ms).\n\n${sweepTable}\n` : ''}`
mkdirSync('reports', { recursive: true })
writeFileSync(file, text)
console.log(`\n${table}\n\n${taskTable}\n${sweep ? `\n${sweepTable}\n` : ''}written to ${file}`)
