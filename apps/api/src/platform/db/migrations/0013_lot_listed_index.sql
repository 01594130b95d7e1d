-- Lots now also live as draft, scheduled and withdrawn (issue 10): buyers see only open, sold and
-- closed lots, so the closed-early branch of the closed search reads sold/closed lots alone.
DROP INDEX IF EXISTS lots_closed_early_idx;--> statement-breakpoint
CREATE INDEX lots_closed_early_idx ON lots (date_closed, id) WHERE status IN ('sold', 'closed');
