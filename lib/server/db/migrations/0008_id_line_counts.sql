CREATE TABLE "id_line_counts" (
	"id_number" text PRIMARY KEY NOT NULL,
	"lines" integer NOT NULL
);
