-- Every server remembers the reads each request repeats (lib/read-cache.ts, decision 0027).
-- These triggers announce, on commit, which of those memories a change makes stale: each
-- argument pair is a tag prefix and the column holding its id, read from the old and the new
-- row. PostgreSQL folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION giftlens_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec jsonb;
  i integer;
BEGIN
  FOREACH rec IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN rec IS NULL;
    i := 0;
    WHILE i + 1 < TG_NARGS LOOP
      IF rec ->> TG_ARGV[i + 1] IS NOT NULL THEN
        PERFORM pg_notify('giftlens_changes', TG_ARGV[i] || ':' || (rec ->> TG_ARGV[i + 1]));
      END IF;
      i := i + 2;
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only what ends a session or moves it: the lastSeenAt touch announces nothing.
CREATE TRIGGER sessions_changed AFTER UPDATE OF user_id, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION giftlens_notify_change('session', 'id');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION giftlens_notify_change('user', 'id');
--> statement-breakpoint
CREATE TRIGGER user_settings_changed AFTER INSERT OR UPDATE OR DELETE ON user_settings
  FOR EACH ROW EXECUTE FUNCTION giftlens_notify_change('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER family_accounts_changed AFTER UPDATE OR DELETE ON family_accounts
  FOR EACH ROW EXECUTE FUNCTION giftlens_notify_change('family', 'id');
--> statement-breakpoint
CREATE TRIGGER family_memberships_changed AFTER INSERT OR UPDATE OR DELETE ON family_memberships
  FOR EACH ROW EXECUTE FUNCTION giftlens_notify_change('family', 'family_account_id', 'user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER user_active_family_changed AFTER INSERT OR UPDATE OR DELETE ON user_active_family
  FOR EACH ROW EXECUTE FUNCTION giftlens_notify_change('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER family_members_changed AFTER INSERT OR UPDATE OR DELETE ON family_members
  FOR EACH ROW EXECUTE FUNCTION giftlens_notify_change('family', 'family_account_id');
--> statement-breakpoint
CREATE TRIGGER member_photos_changed AFTER INSERT OR UPDATE OR DELETE ON member_photos
  FOR EACH ROW EXECUTE FUNCTION giftlens_notify_change('member', 'member_id');
