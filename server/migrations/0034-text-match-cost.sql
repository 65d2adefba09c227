-- The planner counts a full-text match (`tsvector @@ tsquery`) as cheap as comparing two integers (cost 1), when
-- it decompresses the notice's whole word vector, on three columns per search. So it walked the newest notices
-- testing every one, or tested all of them, where reading the full-text indexes finds the few that match:
-- "wharf repairs" at 20,000 notices counted its matches in 222 ms by testing every notice, 56 ms through the
-- indexes. Cost 100 (as websearch_to_tsquery's) makes the planner weigh the test as what it is. Changing a
-- built-in function's cost needs its owner (a superuser); a deployment whose user is not one keeps the default
-- and is told so.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'ts_match_vq keeps its default cost: only a superuser can change it (search plans may read more rows)';
END
$$;
