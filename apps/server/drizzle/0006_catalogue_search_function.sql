-- The weighted document products are searched by: name first, then category and tags, then the
-- description. array_to_string is only STABLE in general, but for text[] its result never changes,
-- so the function is IMMUTABLE and can feed a generated column.
CREATE OR REPLACE FUNCTION product_search_vector(name text, category text, tags text[], description text)
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, replace(coalesce(category, ''), '-', ' ')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;
