// Runs one command (its arguments after this script's) and reports the CPU time of its whole
// process tree on file descriptor 3, as JSON `{"cpu": seconds}` (`null` where the system cannot
// tell). scripts/test-all.mjs runs each step through it: on a slower machine the summary then shows
// which step used the processors, and which only waited.
//
// Linux counts a process's reaped children, grandchildren included, in its own /proc/self/stat
// (cutime and cstime): this wrapper's only child is the step, so after the step has ended those
// two fields are the CPU time of the step's processes that were reaped by their parents, its test
// workers included. A process that outlives its parent is reaped by init and missing here: the e2e
// step's Chromium renderers (their zygote outlives the browser) and its servers (killed as a
// process group), most of that step's CPU; scripts/lib/machine-cpu.mjs counts the whole machine.
// Node itself has no getrusage(RUSAGE_CHILDREN); this is the same figure.
import { spawn } from 'node:child_process'
import { readFileSync, writeSync } from 'node:fs'

// The kernel's fixed unit for these fields (USER_HZ), whatever the scheduler's tick.
const TICKS_PER_SECOND = 100

function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    // Fields after the command name (which may hold spaces): state is field 3; cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND
  } catch {
    return null
  }
}

const [cmd, ...args] = process.argv.slice(2)
const child = spawn(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' })
// Ctrl+C reaches the whole foreground group anyway; a TERM sent to this wrapper goes on.
process.on('SIGTERM', () => child.kill('SIGTERM'))
process.on('SIGINT', () => {})
child.on('close', (status, signal) => {
  try {
    writeSync(3, JSON.stringify({ cpu: childrenCpuSeconds() }))
  } catch {
    // Run by hand, without a descriptor 3: nothing to report to.
  }
  process.exit(status ?? (signal ? 1 : 0))
})
