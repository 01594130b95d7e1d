-- Session cache invalidation (issue 11, docs/decisions.md "Session cache"): every change that
-- can end or alter a cached session notifies channel `gavel_sessions` at commit, on every path
-- (logout, password change or reset, operator deactivation or suspension, role or company
-- change, a row deleted, even a hand-written UPDATE). Payload: `t:<token id>` or `u:<user id>`.
CREATE FUNCTION gavel_session_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'auth_tokens' THEN
    PERFORM pg_notify('gavel_sessions', 't:' || OLD.id);
  ELSE
    PERFORM pg_notify('gavel_sessions', 'u:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_notify AFTER UPDATE ON auth_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION gavel_session_notify();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_session_notify_delete AFTER DELETE ON auth_tokens FOR EACH ROW
  EXECUTE FUNCTION gavel_session_notify();
--> statement-breakpoint
CREATE TRIGGER users_session_notify AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_buyer IS DISTINCT FROM NEW.is_buyer
    OR OLD.is_admin IS DISTINCT FROM NEW.is_admin OR OLD.is_employee IS DISTINCT FROM NEW.is_employee
    OR OLD.is_seller IS DISTINCT FROM NEW.is_seller OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION gavel_session_notify();
--> statement-breakpoint
CREATE TRIGGER users_session_notify_delete AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION gavel_session_notify();
