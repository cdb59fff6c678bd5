// The whole machine's busy CPU time (every process, from /proc/stat), beside what it had: cores x
// wall. `npm test` prints it under its steps' figures. Why: a step's own CPU time (cpu-time.mjs)
// counts only the processes its tree reaps, and the e2e step's browsers and dev servers leave that
// tree (Chromium's zygote and renderers outlive the browser process that started them, the servers
// are killed as a process group), so most of the e2e suite's CPU is missing from its figure. The
// machine's figure misses nothing; on a quiet machine it is the run's, on a shared one it counts
// the neighbours too.
import { readFileSync } from 'node:fs'

// The kernel's fixed unit for these fields (USER_HZ), whatever the scheduler's tick.
const TICKS_PER_SECOND = 100

/** Busy CPU-seconds of every core since boot and the number of cores, or null without /proc/stat. */
function busySeconds() {
  try {
    const lines = readFileSync('/proc/stat', 'utf8').split('\n')
    const [, ...fields] = lines[0].trim().split(/\s+/)
    // user nice system idle iowait irq softirq steal (guest time is inside user and nice).
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number)
    const busy = (user + nice + system + irq + softirq + (steal ?? 0)) / TICKS_PER_SECOND
    return { busy, cores: lines.filter((l) => /^cpu\d/.test(l)).length }
  } catch {
    return null
  }
}

/** Starts counting; the returned function tells the busy and available CPU-seconds since. */
export function machineCpu() {
  const busy0 = busySeconds()
  const t0 = Date.now()
  return () => {
    const busy1 = busySeconds()
    if (busy0 === null || busy1 === null) return null
    const wall = (Date.now() - t0) / 1000
    return { busy: busy1.busy - busy0.busy, available: wall * busy1.cores }
  }
}
