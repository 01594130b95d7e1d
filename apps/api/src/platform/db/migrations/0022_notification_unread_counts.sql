-- Issue 11 (bid path): every delivery pushes the recipients' unread counts. Counting each one's
-- unread rows (up to 100, through notifications_unread_idx) was ≈ 5 ms a round under bids, with
-- heap visits on a table that never stays all-visible. The count is now kept per user by the
-- triggers below, in the same transaction as every change to notifications (inserts, updates,
-- deletes and their cascades, truncates), so the bell reads one row per user; the partial index
-- that served the count is dropped (one index fewer to write per notification).
-- docs/performance.md section 15.
CREATE TABLE "notification_unread_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
ALTER TABLE "notification_unread_counts" ADD CONSTRAINT "notification_unread_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One statement per change of notifications: each user's change in unread rows, applied in user
-- order (two changes of the same users lock their count rows in the same order: no deadlock).
CREATE FUNCTION gavel_notification_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM notification_unread_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO notification_unread_counts AS c (user_id, unread)
      SELECT user_id, count(*) FROM new_rows WHERE NOT read GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO notification_unread_counts AS c (user_id, unread)
      SELECT user_id, -count(*) FROM old_rows WHERE NOT read GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  ELSE
    INSERT INTO notification_unread_counts AS c (user_id, unread)
      SELECT user_id, sum(delta) FROM (
        SELECT user_id, -1 AS delta FROM old_rows WHERE NOT read
        UNION ALL SELECT user_id, 1 FROM new_rows WHERE NOT read
      ) d GROUP BY user_id HAVING sum(delta) <> 0 ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_unread_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gavel_notification_unread();
--> statement-breakpoint
CREATE TRIGGER notifications_unread_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gavel_notification_unread();
--> statement-breakpoint
CREATE TRIGGER notifications_unread_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gavel_notification_unread();
--> statement-breakpoint
CREATE TRIGGER notifications_unread_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION gavel_notification_unread();
--> statement-breakpoint
INSERT INTO notification_unread_counts (user_id, unread)
  SELECT user_id, count(*) FROM notifications WHERE NOT read GROUP BY user_id;
