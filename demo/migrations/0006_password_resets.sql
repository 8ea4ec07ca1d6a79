-- Password reset tokens of the demo shop (Magento keeps rp_token and rp_token_created_at on the
-- customer). One open token per customer; resetPassword uses it up. No mail is sent: the token is
-- logged and shown at GET /shop/_password-reset?store=<brand>&email=<address> (password-reset.ts).
CREATE TABLE password_resets (
  customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
