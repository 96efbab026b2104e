/**
 * The reviews the shop opens with: a few per product, each written for that product (what it is
 * made of, how it is used), so that no two products carry the same words. A product without an
 * entry opens without reviews. Its rating is the average of these.
 */
export type SeededReview = readonly [rating: 1 | 2 | 3 | 4 | 5, text: string];

export const SEEDED_REVIEWS: Readonly<Record<string, readonly SeededReview[]>> = {
  'bamboo-weave-pendant-lamp-shade': [
    [
      5,
      'Hung it over our dining table and the hexagon weave throws the loveliest pattern on the ceiling at dinner time.',
    ],
    [
      5,
      'The smoked bamboo has a warm honey colour that photos do not capture. Wiring came ready, my electrician fitted it in ten minutes.',
    ],
    [
      4,
      'Beautiful shade, but with a 12 W bulb it is more mood light than reading light. We added a floor lamp for the corner.',
    ],
  ],
  'cane-mushroom-table-lamp': [
    [
      5,
      'Sits on my bedside table and the cane softens the light so much that I read in bed without any glare.',
    ],
    [
      4,
      'The mango wood base is heavy and steady. The cane shade had one strand sticking out, which I tucked back in.',
    ],
  ],
  'macrame-hanging-lamp-shade': [
    [
      5,
      'The cotton fringe sways a little when the fan is on and the shadows move on the wall. Very calming in the bedroom.',
    ],
    [
      4,
      'Knotting is neat and even. The cord is unbleached, so it is cream rather than white; I like it, but know that before ordering.',
    ],
    [5, 'Hung it on the veranda with a warm LED bulb. Guests always ask who knotted the macrame.'],
  ],
  'terracotta-jaali-table-lamp': [
    [
      5,
      'Switch it on in a dark room and the carved jaali scatters little points of light all over the walls, like a Diwali night.',
    ],
    [
      4,
      'Lovely hand-thrown clay lamp. It is heavier than it looks, so it does not tip over, but handle it with care when dusting.',
    ],
    [
      4,
      'The terracotta colour is rich and earthy. The cable is a little short for our side table.',
    ],
  ],
  'dhokra-brass-tealight-lantern': [
    [
      5,
      'The birds and vines cut into the brass throw shadows across the room when a tea-light burns inside. Real Dhokra work.',
    ],
    [
      5,
      'Heavy, solid lost-wax brass with the slightly rough texture you expect from Dhokra. It has become our puja corner lantern.',
    ],
    [
      4,
      'Gorgeous piece. The top gets warm after an hour of candle light, so lift it by the ring, not the body.',
    ],
    [
      5,
      'Gifted one to my parents for their anniversary; my father keeps turning it around to look at the motifs.',
    ],
  ],
  'handwoven-jute-storage-basket-set': [
    [
      5,
      'The three baskets nest into each other, so they take little space when empty. The largest holds all my son’s toys.',
    ],
    [
      4,
      'Braided jute is sturdy and the cotton handles are comfortable. There was a jute smell for the first two days.',
    ],
    [
      5,
      'Using the medium one for throws beside the sofa and the small one for plant pots. They look good everywhere.',
    ],
  ],
  'terracotta-planter-pair': [
    [
      5,
      'My money plant loves these. The porous clay dries out evenly and I have had no root rot since repotting.',
    ],
    [
      4,
      'Nice wheel-thrown pots with matching saucers. A little water seeps through the saucer base, so I keep a tile underneath.',
    ],
    [
      5,
      'Wood-fired colour varies slightly between the two pots, which makes them look handmade in the best way.',
    ],
    [
      4,
      'Good size for a tulsi and a curry leaf plant on the balcony. The terracotta came packed in straw, not a chip.',
    ],
  ],
  'boho-macrame-wall-hanging': [
    [
      5,
      'Fills the blank wall above our bed. The layered fringes are combed out neatly and the sheesham dowel feels solid.',
    ],
    [
      5,
      'Larger than I expected in the best way. The cotton cord is soft and the knots are tight and even.',
    ],
    [
      4,
      'Beautiful tapestry. It came folded, so the fringe needed a little steaming to hang straight.',
    ],
    [5, 'I hung it in my yoga room and the soft cotton knots make the whole space feel calmer.'],
  ],
  'sheesham-wood-serving-tray': [
    [
      5,
      'Morning chai for four fits on it with room for biscuits. The cut-out handles are easy to hold even with a full load.',
    ],
    [
      5,
      'The sheesham grain is beautiful and it took a coat of coconut oil well. Feels like it will last for years.',
    ],
    [
      4,
      'Solid tray, though heavier than I imagined. Good for breakfast in bed, less so for carrying across the house.',
    ],
  ],
  'brass-temple-bell-wind-chime': [
    [
      5,
      'The five brass bells have a deep, clear ring, nothing like the tinny chimes I had before. Hung by the front door.',
    ],
    [
      4,
      'Lovely sound on a breezy evening. The cotton cord looks like it will need replacing after a monsoon or two.',
    ],
    [
      4,
      'Carved mango wood disc is pretty. On a windy day it rings a lot, so I moved it from the bedroom window to the balcony.',
    ],
  ],
  'printed-jute-tote-bag': [
    [
      5,
      'Takes a full week of vegetables from the sabzi market and the cotton lining keeps the jute from scratching.',
    ],
    [
      4,
      'The paisley block print is crisp. Handles are a bit short to wear on the shoulder with a winter jacket.',
    ],
    [
      4,
      'Sturdy and roomy. I have stopped taking plastic bags altogether. Wipe it rather than wash it.',
    ],
  ],
  'handloom-cotton-table-runner': [
    [
      5,
      'The earthy stripes go perfectly with our wooden dining table, and the tassels are finished neatly.',
    ],
    [
      4,
      'You can feel that it is handloom: thick, slightly uneven, very pleasant. It shrank a little in the first wash.',
    ],
    [
      4,
      'Good length for a six-seater table. The colours stayed bright after washing in cold water.',
    ],
  ],
  'ceramic-bud-vase-trio': [
    [
      5,
      'Three little stoneware vases on my desk, each with a single stem from the garden. The speckled glazes are lovely.',
    ],
    [
      4,
      'Small, so only one or two stems each, which is what I wanted. One had a tiny glaze bubble at the base.',
    ],
    [
      4,
      'The glaze holds water perfectly and they are easy to rinse. Nice on a windowsill in a row.',
    ],
    [5, 'Gave the stoneware trio to a friend who loves ikebana; she uses them every week.'],
  ],
  'bamboo-laundry-basket-with-lid': [
    [5, 'Tall enough for a week’s laundry for two, and the lid keeps the bathroom looking tidy.'],
    [
      4,
      'The removable cotton liner makes it easy to carry clothes to the machine. The lid sits a little loosely.',
    ],
    [5, 'Bamboo weave is tight and strong; the basket does not sag even when full of wet towels.'],
  ],
  'block-print-cushion-covers': [
    [
      5,
      'The indigo and madder flowers are printed by hand and you can see the tiny overlaps of the blocks. Love them.',
    ],
    [
      4,
      'Soft cotton cambric covers with a hidden zip. They faded a shade after the first wash, as hand prints do.',
    ],
    [4, 'Fit our 16-inch cushions snugly. They brightened up an old grey sofa.'],
  ],
  'bamboo-lidded-storage-box': [
    [
      5,
      'Keeps all the chargers and cables on my desk out of sight. The twill weave is neat and the lid fits snugly.',
    ],
    [
      4,
      'Useful box for papers and bills. A little smaller inside than I expected because of the thick walls.',
    ],
    [4, 'Light and sturdy bamboo. Looks good on an open shelf next to books.'],
  ],
  'sheesham-wood-keepsake-box': [
    [
      5,
      'The carved floral lid is deep and crisp, and the velvet lining keeps my mother’s earrings from scratching.',
    ],
    [4, 'Brass hinges open smoothly. The velvet had a bit of lint on arrival, easily brushed off.'],
    [
      5,
      'Bought it to keep old letters and photographs. The sheesham smells lovely when you open it.',
    ],
  ],
  'water-hyacinth-storage-trunk': [
    [5, 'Holds all our winter blankets and quilts, and doubles as a bench at the foot of the bed.'],
    [
      4,
      'The water hyacinth weave is thick and soft to touch. Assembling nothing, but it is bulky to carry up the stairs.',
    ],
  ],
  'mango-wood-blanket-chest': [
    [
      5,
      'Solid mango wood with hammered brass corners; it looks like something handed down from my grandmother.',
    ],
    [
      5,
      'All our woollens fit inside with space to spare. The lid closes softly and the wood is smoothly finished.',
    ],
    [4, 'A beautiful, heavy chest. Delivery needed two people to carry it, so plan for that.'],
  ],
  'foldable-jute-laundry-bin': [
    [4, 'Folds completely flat when the laundry is done, which is perfect for our small flat.'],
    [
      5,
      'The jute canvas stands up on its own when half full. The handles make it easy to carry to the washing machine.',
    ],
    [4, 'Good everyday bin. It loses its shape a little when nearly empty.'],
  ],
  'seagrass-laundry-hamper': [
    [
      5,
      'The belly shape holds a lot, and the drawstring cotton liner keeps clothes from catching on the seagrass.',
    ],
    [4, 'Smells pleasantly of dried grass for the first week. Looks lovely in the bedroom corner.'],
    [
      4,
      'Sturdy weave from the Coromandel coast, as described. The liner could be a little thicker.',
    ],
  ],
  'cotton-rope-laundry-basket': [
    [
      5,
      'Soft coiled rope, so the kids can knock into it without getting hurt. Using it for toys in their room.',
    ],
    [
      4,
      'The charcoal stripe is a nice touch. It slumps a little when empty but stands fine when full of towels.',
    ],
    [4, 'Washable, which matters for a laundry basket. Came out of a gentle cycle looking new.'],
  ],
  'cane-double-laundry-hamper': [
    [
      5,
      'Two compartments mean whites and colours are sorted before they reach the machine. Saves me time every wash day.',
    ],
    [4, 'Strong cane over a bamboo frame, and the hinged lid stays open when you need both hands.'],
  ],
  'bamboo-slat-floor-lamp': [
    [
      5,
      'In the corner of our living room it glows like a lantern. The bamboo slats give a soft, even light.',
    ],
    [5, 'The tripod base is stable even on our rug. Simple to put together in a few minutes.'],
    [
      4,
      'Lovely floor lamp. It gives mood light rather than light to read by, which is what I wanted.',
    ],
  ],
  'jute-drum-lamp-shade': [
    [
      4,
      'Refreshed an old brass lamp base completely. The natural jute fabric gives a warm, slightly golden light.',
    ],
    [4, 'Fits a standard lamp holder. The steel frame is light but sturdy.'],
    [4, 'Nice texture, though some light comes through the weave unevenly near the seam.'],
  ],
  'bankura-terracotta-horse': [
    [
      5,
      'The long neck and pointed ears are exactly like the Bankura horses I saw in Panchmura. A proud piece on our shelf.',
    ],
    [
      4,
      'Hand-built terracotta, so the two sides are not identical, which I love. Packed very carefully.',
    ],
    [5, 'Bought it for my father, who grew up in Bengal. He said it felt like a piece of home.'],
  ],
  'brass-urli-floating-flower-bowl': [
    [
      5,
      'Filled it with marigold petals and floating diyas at our entrance for Diwali. It looked stunning.',
    ],
    [
      5,
      'Wide, shallow and heavy brass, so it does not tip when filled with water. I polish it with tamarind once a month.',
    ],
    [4, 'Beautiful urli. Water marks show quickly on the brass if you do not dry it after use.'],
  ],
  'sheesham-wood-elephant-pair': [
    [
      4,
      'Two carved elephants with raised trunks on either side of our TV unit. The sheesham grain shows nicely.',
    ],
    [
      4,
      'Good carving on the ears and trunks. One elephant is slightly taller than the other, as handmade pieces are.',
    ],
    [5, 'Gifted the elephants for a griha pravesh and the family loved the good-luck meaning.'],
  ],
  'cane-sunburst-wall-mirror': [
    [5, 'The cane spokes radiate out evenly and the mirror makes our narrow hallway feel wider.'],
    [
      4,
      'Light and easy to hang with the hook at the back. A couple of spokes needed straightening on arrival.',
    ],
  ],
  'bamboo-pillar-candle-stands': [
    [
      4,
      'Three heights of bamboo culm look lovely together on the dining table with pillar candles.',
    ],
    [
      3,
      'Pretty, but the brass cups are small and fit only slim pillar candles; our wider ones did not sit well.',
    ],
    [4, 'Natural and simple. Keep the candle away from the bamboo rim, it can scorch.'],
  ],
  'hand-painted-terracotta-diya-set': [
    [
      5,
      'Twelve bright diyas for Diwali, each painted a little differently. We lit all of them along the balcony wall.',
    ],
    [
      5,
      'Soaked the diyas in water for an hour before the first use, as suggested, and the oil did not seep through.',
    ],
    [4, 'Colourful and cheerful. The paint chipped on one diya rim after a few evenings.'],
  ],
  'terracotta-matka-vase': [
    [
      5,
      'Pampas grass in this burnished matka looks straight out of a magazine. The round belly is beautifully even.',
    ],
    [
      4,
      'Lovely earthy vase for dried arrangements. It is not glazed, so I would not keep fresh flowers in water in it.',
    ],
  ],
  'etched-brass-flower-vase': [
    [
      5,
      'The Mughal trellis etched on the brass catches the light beautifully. A single rose looks regal in it.',
    ],
    [4, 'Slender and elegant. The neck is narrow, so a small bunch is the most it will take.'],
  ],
  'bamboo-tube-vase': [
    [
      4,
      'One section of bamboo, sealed inside, and it really does hold water without leaking. Simple and striking.',
    ],
    [
      4,
      'Looks great with a single monstera leaf. It is light, so put a few pebbles in to keep it steady.',
    ],
  ],
  'jaipur-blue-pottery-vase': [
    [
      5,
      'The cobalt and turquoise flowers are painted with such a fine hand. Blue pottery from Jaipur at its best.',
    ],
    [
      5,
      'Much lighter than ceramic, as quartz-based blue pottery is. It brightens our white bookshelf.',
    ],
    [
      4,
      'Gorgeous vase, but blue pottery is decorative rather than watertight, so I use it for dried flowers.',
    ],
  ],
  'bamboo-toothbrush-set': [
    [
      4,
      'Colour-coded handles, so no more mix-ups in a family of four. The charcoal bristles are soft on the gums.',
    ],
    [
      5,
      'Switched the whole family from plastic. The bamboo handles dry quickly if you keep them upright.',
    ],
    [
      4,
      'Good brushes, though the bristles flatten a little sooner than the plastic ones I used before.',
    ],
  ],
  'kansa-puja-thali-set': [
    [
      5,
      'The hand-beaten kansa has a lovely golden glow, and the bell rings with a long, pure note during aarti.',
    ],
    [
      5,
      'All seven pieces fit neatly on the thali. My mother says kansa like this is hard to find in the city.',
    ],
    [
      4,
      'Beautiful set. Kansa darkens quickly, so it needs a wipe with lemon and ash or a mild powder.',
    ],
  ],
  'neem-wood-wide-tooth-comb': [
    [
      5,
      'My curly hair has far less frizz and breakage since I switched to this neem comb. The teeth are smooth.',
    ],
    [
      4,
      'Glides through wet hair after a bath without pulling. Slightly larger than I expected for a handbag.',
    ],
    [4, 'No static at all in winter. The wood took a drop of coconut oil nicely.'],
  ],
  'hammered-copper-water-bottle': [
    [
      4,
      'I fill it at night and drink from it in the morning, as my grandmother did. The hammered finish looks lovely.',
    ],
    [
      5,
      'The lid really is leak-proof; it has travelled in my office bag for a month without a drop.',
    ],
    [
      4,
      'Pure copper, so it tarnishes inside. Cleaning with lemon and salt every week keeps it bright.',
    ],
  ],
  'coconut-shell-soap-dish': [
    [
      5,
      'The drainage slits keep my handmade soaps dry between uses, and they really do last longer.',
    ],
    [
      4,
      'Two polished coconut shell dishes, one for the kitchen sink and one for the bathroom. Simple and useful.',
    ],
  ],
  'terracotta-water-bottle': [
    [
      4,
      'Keeps water pleasantly cool through the afternoon, and it tastes faintly of clay, which I like.',
    ],
    [
      3,
      'The cork stopper had to be soaked before it sealed properly, and the bottle sweats a little on the table.',
    ],
    [4, 'Good for summer on my work desk. Wash it only with water and a brush, never with soap.'],
  ],
  'macrame-jute-hanging-planter': [
    [
      5,
      'My trailing pothos hangs from the balcony ceiling in it and looks wonderful. The jute knots are firm.',
    ],
    [4, 'Holds a 6-inch pot securely. The wooden ring makes it easy to hang from a hook.'],
  ],
  'mango-wood-planter-stand': [
    [
      4,
      'Lifts my snake plant to eye level and the mid-century legs look smart in the living room.',
    ],
    [5, 'Mango wood with a lovely grain. Took ten minutes to screw the legs on.'],
    [4, 'Good stand. Keep a saucer under the pot, water marks show on the wood.'],
  ],
  'madhubani-fish-painting': [
    [
      5,
      'The twin fish are painted in fine, confident lines of natural colour. Framed it for our hallway.',
    ],
    [
      5,
      'You can feel the texture of the handmade paper. An original Madhubani, signed by the artist on the back.',
    ],
  ],
  'brass-surya-wall-decor': [
    [5, 'The hand-beaten brass sun glows on our entrance wall when the evening light falls on it.'],
    [5, 'Every flame ray is shaped by hand. Heavier than expected, so use a strong nail.'],
    [4, 'Beautiful Surya. It needs a polish now and then to keep its shine.'],
  ],
  'woven-cane-wall-basket-set': [
    [
      5,
      'Five cane and bamboo baskets in different weaves, hung together above the sofa. An instant gallery wall.',
    ],
    [
      4,
      'The baskets are light enough to hang from small nails. Laying them out on the floor first helped me get the arrangement right.',
    ],
  ],
  'kansa-bronze-dinner-plate': [
    [
      5,
      'Eating dal-chawal off hand-beaten kansa feels special. The plate has a good weight and a soft shine.',
    ],
    [
      4,
      'Lovely thali. It must be dried straight after washing or it spots, so not for the dishwasher.',
    ],
    [4, 'Bought for my parents, who remember kansa from their childhood. They use it every day.'],
  ],
  'terracotta-cooking-handi': [
    [
      5,
      'Dal slow-cooked in this clay handi has an earthy taste you cannot get from steel. Seasoned it as instructed first.',
    ],
    [
      4,
      'The handi is perfect for setting curd, which comes out thick and cool. Use it on a low flame with a diffuser on gas.',
    ],
    [4, 'The lid fits well and keeps the biryani steam in. Heavy, and it needs gentle handling.'],
  ],
  'bamboo-bread-basket': [
    [
      4,
      'Rotis stay warm in a cloth inside this bamboo basket. The rim is sturdy and the weave is tight.',
    ],
    [4, 'Good size for fruit on the dining table. Easy to wipe clean.'],
  ],
  'mango-wood-chopping-board': [
    [
      5,
      'Thick, heavy mango wood that does not slide on the counter. The juice groove catches everything when I cut watermelon.',
    ],
    [4, 'Oiling it every few weeks keeps it from drying out. The hanging handle is handy.'],
    [
      5,
      'Knife-friendly and beautiful. I use the other side as a serving board for cheese and fruit.',
    ],
  ],
  'hammered-brass-tumbler-set': [
    [
      5,
      'Buttermilk stays cool in these hammered brass glasses, and the tin lining means no metallic taste.',
    ],
    [4, 'Lovely pair for lassi. They need a polish now and then to stay bright.'],
  ],
  'kantha-embroidered-clutch': [
    [
      5,
      'Every inch of the silk is covered in tiny kantha running stitch. Got compliments at a wedding all evening.',
    ],
    [
      4,
      'The magnetic clasp holds firmly and my phone fits inside. The detachable strap is a little short.',
    ],
  ],
  'dhokra-brass-pendant-necklace': [
    [
      5,
      'The tiny Dhokra peacock has so much detail for its size. I wear it with kurtas almost every day.',
    ],
    [
      4,
      'Lovely pendant. The black cotton cord is comfortable, though the knot closure takes practice.',
    ],
  ],
  'round-cane-handbag': [
    [4, 'Round cane bag for summer outings. Fits a wallet, phone and sunglasses, not much more.'],
    [4, 'The cotton lining is neatly stitched and the strap is comfortable on the shoulder.'],
  ],
  'vintage-kantha-throw': [
    [
      5,
      'Layers of old cotton saris stitched together, so each side has a different pattern. Soft and light for AC nights.',
    ],
    [
      5,
      'Every throw is one of a kind; mine has a faded red border I love. Washed well on a gentle cycle.',
    ],
    [
      4,
      'Beautiful and cosy. A few loose threads here and there, as you would expect with vintage fabric.',
    ],
  ],
  'braided-jute-rug': [
    [4, 'Hand-braided jute that feels good underfoot in our hallway, and it hides dust well.'],
    [5, 'Hard-wearing and natural. It lay flat after a day once unrolled.'],
    [
      4,
      'Good rug, but braided jute is a little rough for sitting on, so we use it where people walk rather than play.',
    ],
  ],
  'khadi-cotton-bedsheet-set': [
    [5, 'Hand-spun khadi that gets softer with every wash and stays cool on summer nights.'],
    [
      5,
      'The double sheet fits our king-size mattress with room to tuck in, and the pillow covers match beautifully.',
    ],
    [4, 'Lovely breathable cotton. It creases easily, which I have made peace with.'],
  ],
};
