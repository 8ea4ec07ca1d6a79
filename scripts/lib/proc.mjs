// Child processes of the bench: every one is started here, bounded in time, and remembered by
// PID, so that an aborted run can stop exactly what it started (never anything by name).
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync, readlinkSync } from 'node:fs'

const running = new Set()

/**
 * Runs a command to completion, collecting its output; kills it (by PID) when it overruns
 * `timeoutMs`. Resolves with { code, signal, stdout, stderr, timedOut, ms }; never rejects on a
 * non-zero exit, so each figure decides what a failure means.
 */
export const run = (command, args, { cwd, env, timeoutMs = 60_000, input = null } = {}) =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, {
      cwd,
      env,
      // Standard input from /dev/null unless given: wrangler and friends must never wait on it.
      stdio: [input === null ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    })
    running.add(child)
    let stdout = ''
    let stderr = ''
    let timedOut = false
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    if (input !== null) child.stdin.end(input)
    const timer = setTimeout(() => {
      timedOut = true
      stopPid(child.pid).catch(() => undefined)
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      running.delete(child)
      reject(error)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      running.delete(child)
      resolve({ code, signal, stdout, stderr, timedOut, ms: performance.now() - started })
    })
  })

/** Starts a long-running process (a server); the caller stops it with stopPid(). */
export const startProcess = (command, args, options) => {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  child.on('exit', () => running.delete(child))
  return child
}

/** State and parent of one PID from /proc, or null when it no longer exists. */
const procStat = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name is in parentheses and may contain spaces: parse after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state: fields[0], ppid: Number(fields[1]) }
  } catch {
    return null
  }
}

/** A zombie has exited; only its parent's wait() is missing, so it counts as gone. */
export const isAlive = (pid) => {
  const stat = procStat(pid)
  return stat !== null && stat.state !== 'Z' && stat.state !== 'X'
}

/** Every PID below `pid` in the process tree (wrangler → node → workerd), read from /proc. */
export const descendantsOf = (pid) => {
  const children = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = procStat(name)
    if (!stat) continue
    const list = children.get(stat.ppid) ?? []
    list.push(Number(name))
    children.set(stat.ppid, list)
  }
  const found = []
  const queue = [pid]
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const signal = (pid, name) => {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

/**
 * Stops one process we started and the processes it started: SIGTERM to the PID, a second
 * SIGTERM to whatever of the tree is still there after 5 s (wrangler rarely needs it), SIGKILL
 * only after 8 s. Resolves with the PIDs that were still alive at the end (normally none).
 */
export const stopPid = async (pid) => {
  const tree = [pid, ...descendantsOf(pid)]
  signal(pid, 'SIGTERM')
  for (const [waitMs, next] of [
    [5000, 'SIGTERM'],
    [3000, 'SIGKILL'],
    [2000, null],
  ]) {
    const deadline = Date.now() + waitMs
    while (Date.now() < deadline && tree.some(isAlive)) await sleep(100)
    const alive = tree.filter(isAlive)
    if (alive.length === 0 || next === null) return alive
    for (const each of alive) signal(each, next)
  }
  return tree.filter(isAlive)
}

/** Used when the bench is aborted: stops every child it still has, by PID. */
export const stopAll = async () => {
  const children = [...running]
  running.clear()
  await Promise.all(children.map((child) => stopPid(child.pid)))
}

/**
 * The PID listening on 127.0.0.1:`port`, or null: the socket's inode from /proc/net/tcp, then the
 * process holding it among `candidates` (reading every process's fds would need more rights).
 */
export const listenerAmong = (port, candidates) => {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  let inode = null
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/)
    // fields[3] is the state: 0A = LISTEN.
    if (fields[1] === local && fields[3] === '0A') inode = fields[9]
  }
  if (inode === null) return null
  for (const pid of candidates) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid
      }
    } catch {
      // Gone, or not ours to read.
    }
  }
  return null
}
