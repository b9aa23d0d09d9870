-- Offline areas (server/sync/pull-scope.ts, server/sync/areas.ts) read a district's active
-- businesses; without this index each area pull scans the businesses table (decision 006).
CREATE INDEX `businesses_district_active_idx` ON `businesses` (`district`,`is_active`);
