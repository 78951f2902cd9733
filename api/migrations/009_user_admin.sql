-- 009: the users list at scale (search terms, counts, list order), and impersonation per session.
-- docs/product/users-and-admin.md#users-list-at-scale explains the query plans. Plain SQL and
-- PL/pgSQL only: no extension (pg_trgm is not in PGlite).

-- Every word of a user's name, company, e-mail and login, lowercased, plus each of those fields
-- whole: a search word matches the users with a term that starts with it. The C collation makes the
-- btree order byte order, so "starts with" is one index range (term >= w AND term < w || U+10FFFF).
CREATE TABLE user_search_terms (
  term text COLLATE "C" NOT NULL,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  PRIMARY KEY (term, user_id)
);
CREATE INDEX user_search_terms_user_idx ON user_search_terms (user_id);

CREATE FUNCTION user_search_terms_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.first_name = OLD.first_name AND NEW.last_name = OLD.last_name AND NEW.company = OLD.company
     AND NEW.email = OLD.email AND NEW.login = OLD.login THEN
    RETURN NEW;
  END IF;
  DELETE FROM user_search_terms WHERE user_id = NEW.user_id;
  INSERT INTO user_search_terms (term, user_id)
  SELECT DISTINCT left(t, 200), NEW.user_id
    FROM (
      SELECT regexp_split_to_table(lower(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.company, NEW.email, NEW.login)), '[^[:alnum:]]+') AS t
      UNION ALL SELECT lower(NEW.first_name)
      UNION ALL SELECT lower(NEW.last_name)
      UNION ALL SELECT lower(NEW.company)
      UNION ALL SELECT lower(NEW.email)
      UNION ALL SELECT lower(NEW.login)
    ) words
   WHERE t <> ''
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_search_terms AFTER INSERT OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION user_search_terms_refresh();
INSERT INTO user_search_terms (term, user_id)
SELECT DISTINCT left(t, 200), user_id
  FROM (
    SELECT user_id, regexp_split_to_table(lower(concat_ws(' ', first_name, last_name, company, email, login)), '[^[:alnum:]]+') AS t FROM users
    UNION ALL SELECT user_id, lower(first_name) FROM users
    UNION ALL SELECT user_id, lower(last_name) FROM users
    UNION ALL SELECT user_id, lower(company) FROM users
    UNION ALL SELECT user_id, lower(email) FROM users
    UNION ALL SELECT user_id, lower(login) FROM users
  ) words
 WHERE t <> ''
ON CONFLICT DO NOTHING;

-- How many users have each status and role: the list's total without counting the table.
CREATE TABLE user_counts (
  status text NOT NULL,
  user_role text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (status, user_role)
);
CREATE FUNCTION user_counts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE user_counts SET n = n - 1 WHERE status = OLD.status AND user_role = OLD.user_role;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO user_counts (status, user_role, n) VALUES (NEW.status, NEW.user_role, 1)
    ON CONFLICT (status, user_role) DO UPDATE SET n = user_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_counts_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION user_counts_refresh();
CREATE TRIGGER users_counts_update AFTER UPDATE OF status, user_role ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_role IS DISTINCT FROM NEW.user_role)
  EXECUTE FUNCTION user_counts_refresh();
INSERT INTO user_counts (status, user_role, n) SELECT status, user_role, count(*) FROM users GROUP BY status, user_role;

-- The list's order (last name, first name, id), whole and within a status or a role filter: a page
-- is read in index order and stops after its rows.
CREATE INDEX users_list_order_idx ON users (lower(last_name), lower(first_name), user_id);
CREATE INDEX users_status_order_idx ON users (status, lower(last_name), lower(first_name), user_id);
CREATE INDEX users_role_order_idx ON users (user_role, lower(last_name), lower(first_name), user_id);
-- An e-mail address already in use is refused on save (docs/product/users-and-admin.md#refusals).
CREATE INDEX users_email_lower_idx ON users (lower(email));

-- The customer a session impersonates since POST /api/impersonation; its stop (DELETE, or the
-- session's logout) is recorded in the audit log with both users.
ALTER TABLE sessions ADD COLUMN impersonating_user_id integer REFERENCES users (user_id) ON DELETE SET NULL;
