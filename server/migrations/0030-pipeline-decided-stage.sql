-- The bid / no-bid decision a tracked tender last had (go or no-go), kept when the stage moves on (drafting,
-- submitted, won …): the bid rate counts go among the decided.
ALTER TABLE pipeline_items ADD COLUMN decided_stage text CHECK (decided_stage IN ('go', 'no_go'));
