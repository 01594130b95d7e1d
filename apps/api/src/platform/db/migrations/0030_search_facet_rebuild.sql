-- lot_facet_rebuild(): the kept facet counts (0029) built again from the lots themselves, for
-- when rows reached `lots` without the row triggers (a bulk load with `disable trigger user`, a
-- restore with session_replication_role = replica). It takes the compactor's advisory lock (so a
-- fold cannot run beside it) and a SHARE lock on lots (so no lot changes while it counts); the
-- log is emptied with the counts, since the counts are taken from the lots as they are now.
CREATE FUNCTION lot_facet_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(4302900);
  LOCK TABLE lots IN SHARE MODE;
  DELETE FROM lot_facet_log;
  DELETE FROM lot_facet_counts;
  INSERT INTO lot_facet_counts
  SELECT lot_facet_state(status, is_private), category_id, brand_id, condition_id, listing_format, lot_size, region_id, country, count(*)
    FROM lots
   WHERE lot_facet_state(status, is_private) IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  SELECT coalesce(sum(n), 0) INTO total FROM lot_facet_counts;
  RETURN total;
END $$;
