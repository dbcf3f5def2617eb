-- Trigram indexes let the admin search names and e-mails by any fragment without a full scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
