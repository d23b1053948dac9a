-- A store's website host as the review queue compares them for its duplicate hints, the same as
-- websiteHost in apps/server/src/routes/submissions/shared/similar-names.ts for the addresses stores
-- give (a test holds them equal): scheme, user and `www.` dropped, lower case, up to the port or path.
-- An international name stays in Unicode where websiteHost gives its punycode (xn--…): such a host
-- finds no other store, as the text search before it did not. Built-in functions only (see 0012).
CREATE FUNCTION website_host(address text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT nullif(regexp_replace(lower(substring(btrim(address) FROM '^(?:[a-zA-Z][a-zA-Z0-9+.-]*://)?(?:[^/?#\\]*@)?([^/?#:\\]*)')), '^www\.', ''), '')
$$;--> statement-breakpoint
CREATE INDEX "stores_website_host_idx" ON "stores" USING btree (website_host("website"));
