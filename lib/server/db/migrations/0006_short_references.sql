-- Short references customers read out to care (lib/reference.ts): 10 characters of Crockford base32,
-- stored beside the long internal id with a unique index. The app generates them (CSPRNG); this
-- function, from the bytes of gen_random_uuid() (a CSPRNG too) that are random in a version-4 UUID,
-- backfills existing rows and stands in for any insert that does not give one.
CREATE OR REPLACE FUNCTION short_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(u.b, p.i) % 32) + 1, 1), '' ORDER BY p.n)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) u,
       unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9, 10, 11]) WITH ORDINALITY AS p(i, n)
$$;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text DEFAULT short_reference() NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reference" text DEFAULT short_reference() NOT NULL;
--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reference" text DEFAULT short_reference() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference" ON "payments" USING btree ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_reference" ON "purchases" USING btree ("reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_reference" ON "transfers" USING btree ("reference");
