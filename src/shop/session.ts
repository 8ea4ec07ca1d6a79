/**
 * What the cart needs of the customer's session: the token its calls carry and a way to end a
 * session the shop refuses. src/account owns the session and its cookie (DESIGN.md section 3:
 * the cart comes first and cannot import it), and hands this in.
 */
export interface CartSession {
  /** The customer's token; null for a guest and for a session that ended on this page. */
  token(): string | null
  /**
   * Ends a session the shop no longer accepts (an authorization error), at once and without a
   * shop call: the token is forgotten, so no later call carries it.
   */
  expire(): void
}
