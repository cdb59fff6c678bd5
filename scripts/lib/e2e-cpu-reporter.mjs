// A Playwright reporter for scripts/e2e-cpu-profile.mjs: reads the run's cgroup CPU-seconds when the
// run begins, when each test begins and ends, and when the run ends, and writes them as JSON to
// E2E_CPU_OUT. With one worker the tests run one after the other, so a test's figure is what the
// machine spent while it ran on its behalf: its browser context and pages, the servers answering
// them, the worker. Every quarter second it also reads each process of the group, for the CPU per
// kind of process (the browser's renderers, its network service, nginx, each dev server, the
// worker) and per project; a process's last quarter second before it exits is missing there.
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { groupProcesses, readCgroupCpu } from './cgroup-cpu.mjs'

export default class E2eCpuReporter {
  constructor() {
    this.group = JSON.parse(process.env.E2E_CPU_CGROUP ?? 'null')
    this.marks = { configured: this.now() }
    this.tests = []
    this.open = new Map()
    this.last = undefined
    this.seen = new Map()
    this.byKind = {}
    this.project = '(servers starting)'
    if (this.group) this.sampler = setInterval(() => this.sample(), 250)
  }

  sample() {
    for (const { pid, kind, cpu } of groupProcesses(this.group)) {
      const delta = cpu - (this.seen.get(pid) ?? 0)
      this.seen.set(pid, cpu)
      const row = (this.byKind[kind] ??= {})
      row[this.project] = (row[this.project] ?? 0) + delta
    }
  }

  now() {
    return { cpu: this.group ? readCgroupCpu(this.group) : 0, at: Date.now() }
  }

  printsToStdio() {
    return false
  }

  onBegin(config) {
    this.rootDir = config.rootDir
    this.marks.begin = this.now()
    this.last = this.marks.begin
  }

  onTestBegin(test) {
    const mark = this.now()
    // From the previous test's end (or the run's start): worker start-ups and browser launches.
    const gap = mark.cpu - this.last.cpu
    if (this.group) this.sample()
    this.project = test.parent.project()?.name ?? ''
    this.open.set(test.id, { mark, gap })
  }

  onTestEnd(test, result) {
    const end = this.now()
    const { mark, gap } = this.open.get(test.id) ?? { mark: end, gap: 0 }
    this.open.delete(test.id)
    this.last = end
    if (this.group) this.sample()
    this.project = '(between tests)'
    this.tests.push({
      project: test.parent.project()?.name ?? '',
      file: relative(process.cwd(), test.location.file),
      title: test.titlePath().slice(3).join(' › '),
      status: result.status,
      cpu: end.cpu - mark.cpu,
      wall: (end.at - mark.at) / 1000,
      gapBefore: gap,
    })
  }

  onEnd() {
    this.marks.end = this.now()
    if (this.sampler) clearInterval(this.sampler)
    const out = process.env.E2E_CPU_OUT
    const { marks, tests, byKind } = this
    if (out) writeFileSync(out, JSON.stringify({ marks, tests, byKind }))
  }
}
