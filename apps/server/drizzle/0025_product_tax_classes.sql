-- Every product gets the HSN code and GST rate of its kind (decision 0023; the rules are
-- packages/seed-data/src/tax-classes.ts, which the seed uses for new databases).
UPDATE products SET
  hsn_code = CASE
    WHEN (lower(name) LIKE '%lamp%' OR lower(name) LIKE '%sconce%' OR lower(name) LIKE '%lantern%') THEN '9405'
    WHEN (lower(name) LIKE '%mirror%') THEN '7009'
    WHEN (lower(name) LIKE '%chest%' OR lower(name) LIKE '%planter stand%') THEN '9403'
    WHEN (lower(name) LIKE '%tote%' OR lower(name) LIKE '%sleeve%' OR lower(name) LIKE '%clutch%') THEN '4202'
    WHEN (lower(name) LIKE '%necklace%' OR lower(name) LIKE '%bracelet%') THEN '7117'
    WHEN (lower(name) LIKE '%toothbrush%') THEN '9603'
    WHEN (lower(name) LIKE '%comb%') THEN '9615'
    WHEN (lower(name) LIKE '%coconut%') THEN '9602'
    WHEN (lower(name) LIKE '%painting%') THEN '9701'
    WHEN (lower(name) LIKE '%macrame%' OR lower(name) LIKE '%rope%') THEN '5609'
    WHEN (lower(name) LIKE '%bedsheet%') THEN '6302'
    WHEN (lower(name) LIKE '%rug%' OR lower(name) LIKE '%dhurrie%') THEN '5702'
    WHEN (lower(name) LIKE '%cushion%' OR lower(name) LIKE '%runner%' OR lower(name) LIKE '%throw%') THEN '6304'
    WHEN (lower(name) LIKE '%brass%' OR lower(name) LIKE '%copper%' OR lower(name) LIKE '%kansa%' OR lower(name) LIKE '%bronze%') AND category IN ('kitchen', 'essential') THEN '7418'
    WHEN (lower(name) LIKE '%brass%' OR lower(name) LIKE '%copper%') THEN '8306'
    WHEN (lower(name) LIKE '%terracotta%' OR lower(name) LIKE '%ceramic%' OR lower(name) LIKE '%pottery%' OR lower(name) LIKE '%clay%') AND category IN ('kitchen', 'essential') THEN '6912'
    WHEN (lower(name) LIKE '%terracotta%' OR lower(name) LIKE '%ceramic%' OR lower(name) LIKE '%pottery%' OR lower(name) LIKE '%clay%' OR lower(name) LIKE '%diya%' OR lower(name) LIKE '%warli%') THEN '6913'
    WHEN (lower(name) LIKE '%wood%') AND category IN ('kitchen', 'essential') THEN '4419'
    WHEN (lower(name) LIKE '%wood%') THEN '4420'
    WHEN (lower(name) LIKE '%basket%' OR lower(name) LIKE '%box%' OR lower(name) LIKE '%hamper%' OR lower(name) LIKE '%bin%' OR lower(name) LIKE '%trunk%' OR lower(name) LIKE '%handbag%') THEN '4602'
    WHEN (lower(name) LIKE '%bamboo%') THEN '4421'
    WHEN (lower(name) LIKE '%cane%' OR lower(name) LIKE '%rattan%' OR lower(name) LIKE '%seagrass%' OR lower(name) LIKE '%hyacinth%' OR lower(name) LIKE '%reed%' OR lower(name) LIKE '%jute%') THEN '4602'
    WHEN (lower(name) LIKE '%cotton%' OR lower(name) LIKE '%khadi%' OR lower(name) LIKE '%kantha%') THEN '6304'
    ELSE '4602'
  END,
  gst_rate = CASE
    WHEN (lower(name) LIKE '%lamp%' OR lower(name) LIKE '%sconce%' OR lower(name) LIKE '%lantern%') THEN 18
    WHEN (lower(name) LIKE '%mirror%') THEN 18
    WHEN (lower(name) LIKE '%chest%' OR lower(name) LIKE '%planter stand%') THEN 18
    WHEN (lower(name) LIKE '%tote%' OR lower(name) LIKE '%sleeve%' OR lower(name) LIKE '%clutch%') THEN 18
    WHEN (lower(name) LIKE '%necklace%' OR lower(name) LIKE '%bracelet%') THEN 3
    WHEN (lower(name) LIKE '%toothbrush%') THEN 5
    WHEN (lower(name) LIKE '%comb%') THEN 5
    WHEN (lower(name) LIKE '%coconut%') THEN 5
    WHEN (lower(name) LIKE '%painting%') THEN 5
    WHEN (lower(name) LIKE '%macrame%' OR lower(name) LIKE '%rope%') THEN 5
    WHEN (lower(name) LIKE '%bedsheet%') THEN 5
    WHEN (lower(name) LIKE '%rug%' OR lower(name) LIKE '%dhurrie%') THEN 5
    WHEN (lower(name) LIKE '%cushion%' OR lower(name) LIKE '%runner%' OR lower(name) LIKE '%throw%') THEN 5
    WHEN (lower(name) LIKE '%brass%' OR lower(name) LIKE '%copper%' OR lower(name) LIKE '%kansa%' OR lower(name) LIKE '%bronze%') AND category IN ('kitchen', 'essential') THEN 5
    WHEN (lower(name) LIKE '%brass%' OR lower(name) LIKE '%copper%') THEN 5
    WHEN (lower(name) LIKE '%terracotta%' OR lower(name) LIKE '%ceramic%' OR lower(name) LIKE '%pottery%' OR lower(name) LIKE '%clay%') AND category IN ('kitchen', 'essential') THEN 5
    WHEN (lower(name) LIKE '%terracotta%' OR lower(name) LIKE '%ceramic%' OR lower(name) LIKE '%pottery%' OR lower(name) LIKE '%clay%' OR lower(name) LIKE '%diya%' OR lower(name) LIKE '%warli%') THEN 5
    WHEN (lower(name) LIKE '%wood%') AND category IN ('kitchen', 'essential') THEN 5
    WHEN (lower(name) LIKE '%wood%') THEN 5
    WHEN (lower(name) LIKE '%basket%' OR lower(name) LIKE '%box%' OR lower(name) LIKE '%hamper%' OR lower(name) LIKE '%bin%' OR lower(name) LIKE '%trunk%' OR lower(name) LIKE '%handbag%') THEN 5
    WHEN (lower(name) LIKE '%bamboo%') THEN 5
    WHEN (lower(name) LIKE '%cane%' OR lower(name) LIKE '%rattan%' OR lower(name) LIKE '%seagrass%' OR lower(name) LIKE '%hyacinth%' OR lower(name) LIKE '%reed%' OR lower(name) LIKE '%jute%') THEN 5
    WHEN (lower(name) LIKE '%cotton%' OR lower(name) LIKE '%khadi%' OR lower(name) LIKE '%kantha%') THEN 5
    ELSE 5
  END;
