CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every shop starts with the words Indian shoppers use for its crafts, in their common spellings.
-- There is no toran or dari in the seeded catalogue: those words lead to the nearest goods, wall
-- hangings and floor rugs, which staff can change in the console.
INSERT INTO "search_synonyms" ("terms") VALUES
  (ARRAY['pooja', 'puja', 'pujan']),
  (ARRAY['diya', 'diyas', 'deepak', 'deeya', 'lamp']),
  (ARRAY['mitti', 'mati', 'maati', 'earthen', 'clay', 'terracotta', 'terra cotta']),
  (ARRAY['dari', 'durrie', 'dhurrie', 'dhurry', 'durry', 'rug', 'floor mat']),
  (ARRAY['toran', 'torans', 'bandhanwar', 'door hanging', 'wall hanging']),
  (ARRAY['diwali', 'deepavali', 'divali', 'festive', 'festival']),
  (ARRAY['handmade', 'handcrafted', 'handicraft', 'hand made', 'handwoven', 'hand painted', 'hand carved']),
  (ARRAY['jute', 'hessian', 'burlap', 'sutli']),
  (ARRAY['kansa', 'kansya', 'bronze', 'bell metal']),
  (ARRAY['pital', 'peetal', 'brass']),
  (ARRAY['bamboo', 'bans', 'baans']),
  (ARRAY['tamba', 'copper']),
  (ARRAY['sheesham', 'shisham', 'rosewood']),
  (ARRAY['gift', 'present', 'gifting']),
  (ARRAY['kulhad', 'kulhar', 'kullad', 'chai cup']),
  (ARRAY['matka', 'surahi', 'water pot']),
  (ARRAY['tokri', 'basket']),
  (ARRAY['jhola', 'tote', 'cloth bag']),
  (ARRAY['dupatta', 'stole', 'scarf']),
  (ARRAY['chatai', 'straw mat', 'grass mat']),
  (ARRAY['dhokra', 'dokra']),
  (ARRAY['jaali', 'jali', 'lattice']),
  (ARRAY['kandil', 'akash kandil', 'lantern']),
  (ARRAY['agarbatti', 'incense', 'dhoop']),
  (ARRAY['thali', 'plate']),
  (ARRAY['khadi', 'handspun']);
