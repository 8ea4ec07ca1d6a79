import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { parseSites } from '../../../src/brands/sites'
import { headerText } from './header-text'
import { marker } from './markers'

/** Every hostname of wrangler.toml's sites registry ([[vars.SITES.sites]] hostnames). */
export const CONFIGURED_HOSTNAMES: readonly string[] = parseSites(env.SITES).flatMap(
  (site) => site.hostnames,
)

export const configuredHostname = fc.constantFrom(...CONFIGURED_HOSTNAMES)

/** Where the request is addressed and what its Host header says. */
export interface Addressing {
  /** The URL's host: always one a URL can hold. */
  urlHost: string
  /** The Host header; undefined sends none (the worker then reads the URL's host). */
  hostHeader: string | undefined
}

/** A configured hostname as clients write it: any case, a port, a trailing dot. */
const hostVariant = fc
  .tuple(
    fc.mixedCase(configuredHostname),
    fc.constantFrom('', ':8787', ':80', ':443', ':0', ':99999'),
    fc.constantFrom('', '.'),
  )
  .map(([name, port, dot]) => `${name}${dot}${port}`)

/** Host headers no site serves: look-alikes, markers, junk a proxy might pass on. */
const forgedHost = fc.oneof(
  fc.constantFrom(
    'evil.example',
    'localhost.evil.example',
    'evil.example:80@localhost',
    'localhost:8787@evil.example',
    'localhost:notaport',
    'localhost:',
    '[::1]',
    '127.0.0.1:8788',
    '',
    ' ',
    'localhost, evil.example',
    'xn--lcalhost-0ya',
  ),
  headerText(marker),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.nat({ max: 3000 }).map((n) => `${'a'.repeat(n)}.localhost`),
)

export const addressing: fc.Arbitrary<Addressing> = fc.oneof(
  { weight: 5, arbitrary: configuredHostname.map((host) => ({ urlHost: host, hostHeader: host })) },
  {
    weight: 1,
    arbitrary: configuredHostname.map((host) => ({ urlHost: host, hostHeader: undefined })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(configuredHostname, hostVariant)
      .map(([urlHost, hostHeader]) => ({ urlHost, hostHeader })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(configuredHostname, forgedHost)
      .map(([urlHost, hostHeader]) => ({ urlHost, hostHeader })),
  },
  { weight: 1, arbitrary: fc.constant({ urlHost: 'evil.example', hostHeader: 'evil.example' }) },
)

/** Only configured hosts, as they are: for suites about paths and bodies, not hosts. */
export const servedAddressing: fc.Arbitrary<Addressing> = configuredHostname.map((host) => ({
  urlHost: host,
  hostHeader: host,
}))
