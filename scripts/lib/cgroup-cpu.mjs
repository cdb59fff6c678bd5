// A control group that counts the CPU time of every process started inside it, whoever reaps it.
// Why: the e2e suite's browsers and servers leave the process tree that starts them (Chromium's
// zygote and renderers outlive the browser process, the web servers are killed as a process group),
// so neither /proc/self/stat's cutime (cpu-time.mjs) nor the runner's own figures see them; a
// cgroup does. Linux only, and creating one needs root: cgroup v1's cpuacct hierarchy where it is
// mounted (cpuacct.usage, nanoseconds), else cgroup v2 (cpu.stat's usage_usec).
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const V1_ROOT = '/sys/fs/cgroup/cpuacct'
const V2_ROOTS = ['/sys/fs/cgroup/unified', '/sys/fs/cgroup']

function v2Root() {
  return V2_ROOTS.find(
    (root) =>
      existsSync(join(root, 'cgroup.procs')) && existsSync(join(root, 'cgroup.controllers')),
  )
}

/** Reads a cgroup's CPU-seconds from the file `createCgroup` named (`{ kind, dir }`). */
export function readCgroupCpu({ kind, dir }) {
  if (kind === 'v1') return Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9
  const line = readFileSync(join(dir, 'cpu.stat'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('usage_usec '))
  return Number(line?.split(' ')[1]) / 1e6
}

/** The kind of process a command line is, for a breakdown of the group's CPU by kind. */
function kindOf(cmdline) {
  if (/chrom/.test(cmdline)) {
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1]
    const service = /--utility-sub-type=[\w.]*?(\w+)(?:\0|$)/.exec(cmdline)?.[1]
    return `chromium ${type === 'utility' && service ? service : (type ?? 'browser')}`
  }
  if (/nginx/.test(cmdline)) return 'nginx'
  if (/\bvite\b/.test(cmdline)) return `vite (${/--port\0(\d+)/.exec(cmdline)?.[1] ?? '?'})`
  if (/playwright.*worker|workerMain/.test(cmdline)) return 'playwright worker'
  if (/playwright/.test(cmdline)) return 'playwright runner'
  return cmdline.split('\0')[0].split('/').pop() || '?'
}

/**
 * The group's live processes: their kind and CPU-seconds so far (utime + stime). A process that
 * has exited is missing, so a caller sums the last figure it saw of each process.
 */
export function groupProcesses({ dir }) {
  const pids = readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)
  return pids.flatMap((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const cpu = (Number(fields[11]) + Number(fields[12])) / 100
      return [{ pid, kind: kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8')), cpu }]
    } catch {
      return []
    }
  })
}

/**
 * Creates a cgroup named `name` and moves the calling process into it (its children started from
 * now on are counted). Returns `{ kind, dir }` for readCgroupCpu, and `remove()`, which moves any
 * process still inside back to the root group before deleting the group.
 */
export function createCgroup(name) {
  const v1 = existsSync(join(V1_ROOT, 'cpuacct.usage')) ? V1_ROOT : undefined
  const root = v1 ?? v2Root()
  if (!root) throw new Error('no cgroup hierarchy with CPU accounting under /sys/fs/cgroup')
  const group = { kind: v1 ? 'v1' : 'v2', dir: join(root, name) }
  mkdirSync(group.dir, { recursive: true })
  writeFileSync(join(group.dir, 'cgroup.procs'), String(process.pid))
  const remove = () => {
    const pids = readFileSync(join(group.dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)
    for (const pid of pids) {
      try {
        writeFileSync(join(root, 'cgroup.procs'), pid)
      } catch {
        // Gone meanwhile.
      }
    }
    try {
      rmdirSync(group.dir)
    } catch {
      // A process still exiting: the empty group stays behind, harmless, and is reused next time.
    }
  }
  return { ...group, remove }
}
