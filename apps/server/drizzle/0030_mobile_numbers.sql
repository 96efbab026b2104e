-- Mobile numbers are kept as their 10 digits, without +91, a leading 0, spaces or dashes, as
-- packages/shared/src/india keeps every new one. Numbers stored before that rule are rewritten to
-- it; a number the rule takes for a landline ("080 2345 6789", once accepted as a mobile) is left
-- as it was, since it is still how the shopper can be reached. Invoices keep the buyer as issued.
UPDATE "users" AS u SET "phone" = n.mobile
FROM (
  SELECT "id", right(regexp_replace("phone", '[\s-]', '', 'g'), 10) AS mobile,
         regexp_replace("phone", '[\s-]', '', 'g') AS compact
  FROM "users" WHERE "phone" IS NOT NULL
) AS n
WHERE u."id" = n."id"
  AND n.compact ~ '^(\+91|0)?[6-9][0-9]{9}$'
  AND n.mobile !~ '^(61(?!279)|6[4-8]|71[0-8]|79([24-6]|3(?!13))|80[2-4])'
  AND u."phone" <> n.mobile;
--> statement-breakpoint
UPDATE "customer_addresses" AS a SET "phone" = n.mobile
FROM (
  SELECT "id", right(regexp_replace("phone", '[\s-]', '', 'g'), 10) AS mobile,
         regexp_replace("phone", '[\s-]', '', 'g') AS compact
  FROM "customer_addresses"
) AS n
WHERE a."id" = n."id"
  AND n.compact ~ '^(\+91|0)?[6-9][0-9]{9}$'
  AND n.mobile !~ '^(61(?!279)|6[4-8]|71[0-8]|79([24-6]|3(?!13))|80[2-4])'
  AND a."phone" <> n.mobile;
--> statement-breakpoint
UPDATE "orders" AS o SET "phone" = n.mobile
FROM (
  SELECT "id", right(regexp_replace("phone", '[\s-]', '', 'g'), 10) AS mobile,
         regexp_replace("phone", '[\s-]', '', 'g') AS compact
  FROM "orders"
) AS n
WHERE o."id" = n."id"
  AND n.compact ~ '^(\+91|0)?[6-9][0-9]{9}$'
  AND n.mobile !~ '^(61(?!279)|6[4-8]|71[0-8]|79([24-6]|3(?!13))|80[2-4])'
  AND o."phone" <> n.mobile;
