-- Issue 11 (bid path): every delivered notification pushes the recipient's unread count; on a hot lot
-- each bidder has thousands of rows, and the count walked the heap through notifications_user_idx.
-- A partial index makes it an index-only count (≈ 7 × cheaper measured for 50 users × 1,000 rows).
-- docs/performance.md "Notifications, session 5".
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read" = false;