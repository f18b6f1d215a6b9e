ALTER TABLE "tutorials" ADD COLUMN "source_blocks" jsonb;
