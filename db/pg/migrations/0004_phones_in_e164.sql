-- Phones in E.164 (docs/product.md "Places"): every phone was stored as typed; it becomes
-- "+256…" as sync/phone-parse.ts reads a Ugandan number (libphonenumber-js with Uganda's
-- metadata): spaces, hyphens, dots and brackets dropped; "+256", "256", a leading 0
-- or nothing before the 9-digit national number, which must fit Uganda's national pattern
-- 800\d{6}|(?:[29]0|[347]\d)\d{7}. A phone that cannot be read so is kept as it was: the
-- app flags it (sync/phone.ts isE164) and shows it as written until its owner enters it again.
-- phone_readings holds each distinct written phone and its reading while this migration runs.
CREATE TABLE phone_readings (written text PRIMARY KEY, digits text, national text, e164 text);
--> statement-breakpoint
INSERT INTO phone_readings (written)
SELECT phone_number FROM users WHERE phone_number IS NOT NULL
UNION SELECT whatsapp FROM businesses WHERE whatsapp IS NOT NULL
UNION SELECT phone FROM verification_requests
UNION SELECT receiver_number FROM deliveries
UNION SELECT phone_number FROM survey_responses WHERE phone_number IS NOT NULL;
--> statement-breakpoint
UPDATE phone_readings SET digits =
  replace(replace(replace(replace(replace(replace(trim(written), ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '');
--> statement-breakpoint
UPDATE phone_readings SET national = CASE
  WHEN digits LIKE '+2560%' AND length(digits) = 14 THEN substr(digits, 6)
  WHEN digits LIKE '+256%' AND length(digits) = 13 THEN substr(digits, 5)
  WHEN digits LIKE '256%' AND length(digits) = 12 THEN substr(digits, 4)
  WHEN digits LIKE '0%' AND length(digits) = 10 THEN substr(digits, 2)
  WHEN length(digits) = 9 THEN digits
END;
--> statement-breakpoint
UPDATE phone_readings SET e164 = '+256' || national WHERE national ~ '^(800[0-9]{6}|([29]0|[347][0-9])[0-9]{7})$';
--> statement-breakpoint
UPDATE users SET phone_number = (SELECT r.e164 FROM phone_readings r WHERE r.written = users.phone_number)
WHERE phone_number IN (SELECT written FROM phone_readings WHERE e164 IS NOT NULL AND e164 <> written);
--> statement-breakpoint
UPDATE businesses SET whatsapp = (SELECT r.e164 FROM phone_readings r WHERE r.written = businesses.whatsapp)
WHERE whatsapp IN (SELECT written FROM phone_readings WHERE e164 IS NOT NULL AND e164 <> written);
--> statement-breakpoint
UPDATE verification_requests SET phone = (SELECT r.e164 FROM phone_readings r WHERE r.written = verification_requests.phone)
WHERE phone IN (SELECT written FROM phone_readings WHERE e164 IS NOT NULL AND e164 <> written);
--> statement-breakpoint
UPDATE deliveries SET receiver_number = (SELECT r.e164 FROM phone_readings r WHERE r.written = deliveries.receiver_number)
WHERE receiver_number IN (SELECT written FROM phone_readings WHERE e164 IS NOT NULL AND e164 <> written);
--> statement-breakpoint
UPDATE survey_responses SET phone_number = (SELECT r.e164 FROM phone_readings r WHERE r.written = survey_responses.phone_number)
WHERE phone_number IN (SELECT written FROM phone_readings WHERE e164 IS NOT NULL AND e164 <> written);
--> statement-breakpoint
DROP TABLE phone_readings;
