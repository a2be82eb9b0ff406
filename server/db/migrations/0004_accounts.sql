-- Accounts: e-mailed links (verify e-mail, reset password), the e-mail outbox and identity
-- documents uploaded at first sign-in.

-- One row per link sent. The link carries a random token of 256 bits; only its SHA-256 is
-- kept, so a copy of the database does not hold usable links. A link works once, before
-- expires_at.
CREATE TABLE user_tokens (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('verify_email', 'reset_password')),
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_tokens_user_idx ON user_tokens(user_id, kind);

-- Every e-mail the portal sends is written here first. With SMTP_URL set a sender delivers
-- the unsent rows (sent_at, or error and attempts); without it (sandbox) the development
-- mailbox page lists them so a person can follow their links.
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text,
  -- [{kind, url, path, expireIn}]: the links the message carries.
  links jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A sender claims a row before sending, so two server processes do not send it twice.
  claimed_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  error text
);
CREATE INDEX outbox_unsent_idx ON outbox(id) WHERE sent_at IS NULL;
CREATE INDEX outbox_created_idx ON outbox(created_at DESC);

-- Identity documents (spec part 1 §3: 1 ID card, 2 passport, 3 VAT certificate ภ.พ.20),
-- stored under generated names; served only to their owner and to staff.
CREATE TABLE identity_documents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  doc_type integer NOT NULL CHECK (doc_type IN (1, 2, 3)),
  file_key text NOT NULL,
  mime text NOT NULL,
  original_name text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_documents_user_idx ON identity_documents(user_id, created_at DESC);
