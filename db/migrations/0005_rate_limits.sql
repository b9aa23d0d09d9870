-- Rate-limit counters shared by every server process (server/http/rate-limit.ts).
CREATE TABLE `rate_limit_hits` (
	`rule` text NOT NULL,
	`client_key` text NOT NULL,
	`window_start` integer NOT NULL,
	`hits` integer NOT NULL,
	PRIMARY KEY(`rule`, `client_key`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_limit_window_idx` ON `rate_limit_hits` (`window_start`);