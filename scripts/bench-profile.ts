// What every browser benchmark shares: the throttled phone they measure on (bench:real,
// bench:interactions), the figures they quote and the load line their reports carry.
import { availableParallelism, loadavg } from 'node:os'
import type { CDPSession } from '@playwright/test'

/** A slow phone's link: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const phoneLink = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

/** A mid-range phone's CPU against this machine's. */
export const CPU_SLOWDOWN = 4

/** The phone's link and CPU on one page (its CDP session); `cold`: the cache off as well. */
export async function throttle(cdp: CDPSession, { cold = false } = {}) {
  await cdp.send('Network.enable')
  if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', phoneLink)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

/** The profile as the reports state it. */
export const profileText = `CDP throttling (${phoneLink.latency} ms RTT, 1.6 Mbps down, ${CPU_SLOWDOWN}x CPU)`

/** The value at quantile `q` (nearest rank: what is quoted is a measured value). */
export function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN
}

/** The middle value (of an even count, the upper of the two: bench:real's figures always were). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/**
 * The machine's load over a run, sampled by `sample()` (the 1-minute average): a shared machine's
 * other work slows every variant alike, but says how far to trust the times.
 */
export function loadSampler() {
  const loads: number[] = []
  const sample = () => {
    const [oneMinute = NaN] = loadavg()
    loads.push(oneMinute)
    return oneMinute
  }
  sample()
  return {
    sample,
    text: () =>
      `load average (1 min) ${(loads[0] ?? NaN).toFixed(1)} at the start, ${median(loads).toFixed(1)} median over the rounds, ${Math.max(...loads).toFixed(1)} at most, on ${availableParallelism()} cores`,
  }
}
