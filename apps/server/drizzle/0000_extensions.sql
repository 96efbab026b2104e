-- Trigram matching lets a misspelt search ("bambo lamp") still find products; unaccent folds accents.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
