import type { PurgeLogEntry } from '../log/purge-log'
import { PurgeForm, type PurgeFormProps } from './PurgeForm'
import { PurgeLog } from './PurgeLog'
import { PURGE_PAGE_SCRIPT } from './purge-page-script'
import { PurgeStatus, type PurgeStatusState } from './PurgeStatus'
import { SignInForm } from './SignInForm'

/** What an editor with a valid token sees: the form over every site, and the purge log. */
export interface EditorView {
  form: PurgeFormProps
  /** Null when the log could not be read (D1 down). */
  log: PurgeLogEntry[] | null
}

export interface PurgePageProps {
  /** The response's CSP nonce (src/worker/middleware/security-headers.ts). */
  nonce: string
  status: PurgeStatusState
  /** Null without a valid token: the page is then the token field alone. */
  editor: EditorView | null
}

/** Plain and brand-neutral: the page is the same tool on every site's host. */
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fafafa; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
fieldset { border: 1px solid #bbb; border-radius: 4px; margin: 0 0 1rem; padding: 0.75rem 1rem; }
label, select, textarea, input[type=password] { display: block; }
textarea, select, input[type=password] { width: 100%; max-width: 40rem; font: inherit; margin: 0.25rem 0; box-sizing: border-box; }
.choice { display: flex; gap: 0.5rem; align-items: center; margin-top: 0.75rem; font-weight: 600; }
.hint { color: #555; font-size: 0.875rem; margin: 0.25rem 0 0; }
.actions { display: flex; gap: 0.75rem; }
button { font: inherit; padding: 0.4rem 1rem; }
#purge-status:not(:empty) { border-left: 4px solid #2a6; padding: 0.25rem 1rem; margin: 1rem 0; background: #fff; }
.purge-refused { border-left: 4px solid #c33; padding-left: 1rem; margin-left: -1.25rem; }
table { border-collapse: collapse; width: 100%; background: #fff; }
.table-scroll { overflow-x: auto; }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { border: 1px solid #ddd; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
code { font-size: 0.8125rem; word-break: break-all; }
`

/**
 * The editors' purge page (GET and POST /_cache), rendered on the server as static markup: it
 * works as a plain form, and ./purge-page-script.ts makes it keep the token in the tab.
 * Never indexed, never cached, never holding a token; before a valid token it names no site,
 * hostname or page (the form's list would name them all), only the token field.
 */
export const PurgePage = ({ nonce, status, editor }: PurgePageProps) => (
  <html lang="en">
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>Purge the page cache</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <style>{STYLE}</style>
    </head>
    <body>
      <main>
        <h1>Purge the page cache</h1>
        <p>
          After a change in the CMS or the shop, remove the storefront&apos;s cached copy: the next
          visitor gets the page fresh from the CMS.
        </p>
        {editor === null ? (
          <>
            <p>Enter your purge token to see what you can purge and the recent purges.</p>
            <SignInForm />
          </>
        ) : (
          <PurgeForm {...editor.form} />
        )}
        <div id="purge-status" role="status" aria-live="polite">
          <PurgeStatus state={status} />
        </div>
        {editor !== null && (
          <section aria-labelledby="purge-log-heading">
            <h2 id="purge-log-heading">Recent purges</h2>
            <div id="purge-log">
              <PurgeLog entries={editor.log} />
            </div>
          </section>
        )}
      </main>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PURGE_PAGE_SCRIPT }} />
    </body>
  </html>
)
