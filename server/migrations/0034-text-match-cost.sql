-- The planner counts a full-text match (`tsvector @@ tsquery`) as cheap as comparing two integers (cost 1), when
-- it decompresses the row's whole word vector, on three columns per search. So it tested the words of every
-- notice where reading the full-text indexes finds the few that match: "wharf repairs" at 20,000 notices counted
-- its matches in 222 ms by testing every notice, 56 ms through the indexes. Cost 30 makes the planner weigh the
-- test closer to what it is; 100 chose the same plans for searches but made the award list read every award
-- matching a common word (`q=software`) instead of walking the newest ones. Changing a built-in function's cost
-- needs its owner (a superuser); a deployment whose user is not one keeps the default and is told so.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) COST 30;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'ts_match_vq keeps its default cost: only a superuser can change it (search plans may read more rows)';
END
$$;
