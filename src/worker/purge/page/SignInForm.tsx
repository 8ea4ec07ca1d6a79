/**
 * The token field of the editors' page, alone before a valid token was given (nothing about the
 * sites is shown until then) and above the purge form after. Without JavaScript the token is
 * posted in this password field (never in the address, never sent back in the page); with it,
 * ./purge-page-script.ts keeps it in the tab's sessionStorage, hides the field and sends the
 * token as a header.
 */
export const TokenFields = () => (
  <>
    <fieldset id="purge-token-fields">
      <legend>Your purge token</legend>
      <label htmlFor="purge-token">Token</label>
      <input
        id="purge-token"
        name="token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        required
        aria-describedby="purge-token-hint"
      />
      <p id="purge-token-hint" className="hint">
        Kept in this browser tab only, until you close it.
      </p>
    </fieldset>
    <p id="purge-token-saved" hidden>
      Using the token saved in this tab.{' '}
      <button type="button" id="purge-token-forget">
        Forget the token
      </button>
    </p>
  </>
)

/** The page before a valid token: the token, and a button that shows the purge form and log. */
export const SignInForm = () => (
  <form id="purge-form" method="post" action="/_cache">
    <TokenFields />
    <div className="actions">
      <button type="submit" name="action" value="log">
        Sign in
      </button>
    </div>
  </form>
)
