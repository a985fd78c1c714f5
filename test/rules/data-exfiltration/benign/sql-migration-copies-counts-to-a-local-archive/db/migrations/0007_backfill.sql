-- 0007: backfill the session audit table and keep a compressed local copy of the counts.
INSERT INTO session_audit (n) SELECT count(*) FROM sessions;
COPY (SELECT date_trunc('day', created_at) AS day, count(*) FROM sessions GROUP BY 1)
  TO PROGRAM 'gzip > /var/backups/session-counts.csv.gz'
  WITH (FORMAT csv);
