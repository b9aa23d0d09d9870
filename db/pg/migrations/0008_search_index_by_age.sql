-- The directory search reads the newest matches of a need first (server/features/businesses/
-- business-search-fts.ts): the GIN index of business_fts now holds, beside each document's words,
-- the document's age group, its business id shifted right by 9 (512 consecutive ids a group), so
-- that the matches of a word among the newest groups come from the index alone and only their rows
-- are read. ANDing the word's matches with a range of the primary key, as before, read one index
-- entry an id of the range (16,000 for a word of 1 business in 55 over 100,000). The search's
-- queries must spell the group as the index does: `business_id >> 9`.
-- 1. A GIN index of an integer needs btree_gin's operator classes. It ships with PostgreSQL
--    (Debian's postgresql-15 includes it) and is a trusted extension, as unaccent is: the
--    database's owner may create it without being a superuser.
-- 2. The new index answers a query of the words alone as the old one did, which it replaces: one
--    GIN index of the documents to keep up to date on every write, not two.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX business_fts_age_document_idx ON business_fts USING gin ((business_id >> 9), document);
--> statement-breakpoint
DROP INDEX business_fts_document_idx;
