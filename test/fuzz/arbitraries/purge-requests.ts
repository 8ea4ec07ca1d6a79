import fc from 'fast-check'
import type { FuzzBody, FuzzRequest } from '../request'
import { buildRequest, environment } from './build-request'
import { headerText } from './header-text'
import { clientHeaders, PURGE_TOKEN, wrongAuthorization } from './headers'
import { servedAddressing } from './hosts'
import { textWithMarker } from './markers'
import { purgeApiBody, purgeFormFields } from './purge-bodies'

/** A form value as a browser encodes it: lone surrogates become U+FFFD first (they must). */
const formEncoded = (value: string) =>
  encodeURIComponent(
    value.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  )

/** Who the request says it is: the valid token, a wrong one, or none. */
type Credential = 'valid' | 'wrong' | 'none'
const credential = fc.constantFrom<Credential>('valid', 'wrong', 'none')

const authorizationFor = (who: Credential, wrong: string): Record<string, string> =>
  who === 'valid'
    ? { authorization: `Bearer ${PURGE_TOKEN}` }
    : who === 'wrong'
      ? { authorization: wrong }
      : {}

/** The editors' API and page: purges, the log, the form, with every kind of credential. */
export const purgeRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(credential, wrongAuthorization, servedAddressing, clientHeaders, environment)
  .chain(([who, wrong, address, headers, env]) => {
    const { authorization: _ignored, ...rest } = headers
    const base = { addressing: address, environment: env }
    const api = purgeApiBody(who !== 'valid').map((text) =>
      buildRequest({
        ...base,
        method: 'POST',
        pathAndQuery: '/_cache/purge',
        headers: { ...rest, 'content-type': 'application/json', ...authorizationFor(who, wrong) },
        body: { kind: 'text', text },
      }),
    )
    const log = fc
      .constantFrom('', '?limit=5', '?limit=-1', '?limit=abc', '?limit=1e309', '?limit=%ZZ')
      .map((query) =>
        buildRequest({
          ...base,
          method: 'GET',
          pathAndQuery: `/_cache/log${query}`,
          headers: { ...rest, ...authorizationFor(who, wrong) },
        }),
      )
    // The form sends its token as a field (no JavaScript) or as a bearer header (the script).
    const form = fc
      .tuple(purgeFormFields, fc.boolean(), fc.boolean(), headerText(textWithMarker))
      .map(([fields, asField, multipart, wrongField]) => {
        const token = who === 'valid' ? PURGE_TOKEN : who === 'wrong' ? wrongField : null
        const all: [string, string][] =
          token !== null && asField ? [...fields, ['token', token]] : fields
        const body: FuzzBody = multipart
          ? { kind: 'form-data', fields: all }
          : {
              kind: 'text',
              text: all.map(([name, value]) => `${name}=${formEncoded(value)}`).join('&'),
            }
        return buildRequest({
          ...base,
          method: 'POST',
          pathAndQuery: '/_cache',
          headers: {
            ...rest,
            ...(multipart ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
            ...(asField ? {} : authorizationFor(who, wrong)),
          },
          body,
        })
      })
    const page = fc.constant(
      buildRequest({ ...base, method: 'GET', pathAndQuery: '/_cache', headers: rest }),
    )
    return fc.oneof(
      { weight: 5, arbitrary: api },
      { weight: 1, arbitrary: log },
      { weight: 3, arbitrary: form },
      { weight: 1, arbitrary: page },
    )
  })
