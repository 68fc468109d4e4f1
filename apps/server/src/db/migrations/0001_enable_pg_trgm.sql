-- Trigram search for the documents list (name, signatory names and emails). pg_trgm is a trusted extension from PostgreSQL 13 on, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
