-- What a session may do (server/auth/session.ts `callerFromToken`) is read from the session, its
-- user, the user's shops and the active menus of the user's role. A change to any of them says
-- so on the channel `portal_callers`, at its commit: a server that keeps callers between
-- requests (server/auth/callerCache.ts) forgets them before the change's reply is sent.
CREATE FUNCTION notify_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_callers', '');
  RETURN NULL;
END
$$;

-- A new session changes no one's rights: only its end, or a change, is said.
CREATE TRIGGER sessions_callers_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER users_callers_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER user_shops_callers_changed AFTER INSERT OR UPDATE OR DELETE ON user_shops
  FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER role_menus_callers_changed AFTER INSERT OR UPDATE OR DELETE ON role_menus
  FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
CREATE TRIGGER menus_callers_changed AFTER INSERT OR UPDATE OR DELETE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed();
