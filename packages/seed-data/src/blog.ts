/**
 * The posts the blog opens with. The `blog-posts-v1` seed loads them once; after that the database
 * is the truth. Plain data, so that the product art can draw a picture for each.
 */
import type { BlogPost } from '@terracraft/shared/blog';

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'art-of-bamboo-weaving-in-jharkhand',
    title: 'The Art of Bamboo Weaving in Jharkhand',
    excerpt:
      'Meet the weavers of the Chota Nagpur plateau who turn split bamboo into baskets, lamps and trays using techniques passed down for generations.',
    category: 'Artisan Stories',
    imageUrl: '/media/blog/art-of-bamboo-weaving-in-jharkhand',
    imageAlt: 'A weaver’s hands plaiting thin strips of bamboo into a round basket',
    author: 'Ananya Mahto',
    body: [
      'In the villages around Ranchi, the day often begins with the sound of a machete splitting green bamboo. The culms are cut in the cool months, when the sap is low, and left to season in the shade so that the strips stay supple without cracking.',
      'A skilled weaver can split a single culm into strips thinner than a fingernail. These are scraped smooth, sometimes smoked over a slow fire to darken them, and then plaited by hand into the hexagonal and twill patterns that make each basket both light and strong.',
      'Nothing is wasted: the hard outer skin becomes the frame of a lamp, the softer inner layers become the weave, and the offcuts feed the cooking fire. It is sustainable design in its most literal sense.',
      'When you buy a bamboo piece from TerraCraft, the weaver is paid before the piece leaves the village. The price you see includes a fair wage, the cost of materials and nothing hidden.',
    ],
    tags: ['bamboo', 'weaving', 'Jharkhand', 'artisans'],
    readTimeMinutes: 5,
    likes: 128,
    comments: 14,
    publishedAt: '2024-03-12',
  },
  {
    slug: 'styling-your-home-with-terracotta',
    title: 'Styling Your Home with Terracotta',
    excerpt:
      'Earthy, warm and endlessly versatile: five simple ways to bring handmade terracotta vases, planters and wall pieces into a modern Indian home.',
    category: 'Home Decor',
    imageUrl: '/media/blog/styling-your-home-with-terracotta',
    imageAlt: 'Three terracotta vases of different heights on a wooden console',
    author: 'Rohan Verma',
    body: [
      'Terracotta has a way of making a room feel lived in. Its colour changes with the light, from a soft rust in the morning to a deep ember in the evening, and no two pieces fire quite the same.',
      'Start small: a cluster of three vases of different heights on a console or a window sill. Odd numbers and varied heights read as deliberate rather than cluttered.',
      'Pair terracotta with natural textures such as jute rugs, cane furniture and linen. The materials share an honesty that keeps a room calm.',
      'Unglazed terracotta is porous, so use a glass liner for fresh flowers, and wipe pieces with a dry cloth rather than washing them. Cared for like this, they will age beautifully for decades.',
    ],
    tags: ['terracotta', 'styling', 'vases', 'home decor'],
    readTimeMinutes: 4,
    likes: 96,
    comments: 9,
    publishedAt: '2024-02-26',
  },
  {
    slug: 'sustainable-living-with-jute',
    title: 'Sustainable Living with Jute: A Beginner’s Guide',
    excerpt:
      'Why jute is one of the kindest fibres on the planet, and how swapping a few plastic items for jute storage, bags and rugs makes a real difference.',
    category: 'Sustainable Living',
    imageUrl: '/media/blog/sustainable-living-with-jute',
    imageAlt: 'Jute storage baskets and a jute shopping bag on a sunlit floor',
    author: 'Meera Iyer',
    body: [
      'Jute grows fast, needs little water and almost no fertiliser, and every part of the plant is used. A hectare of jute absorbs several tonnes of carbon dioxide in a single growing season.',
      'Because the fibre is biodegradable, a worn-out jute basket returns to the soil in months instead of lingering for centuries like plastic.',
      'Begin with the things you replace most often: shopping bags, storage boxes and laundry bins. A well-made jute piece lasts for years and only gets softer with use.',
      'Keep jute dry and out of direct sun, shake out dust regularly and spot-clean with a damp cloth. That is all the care it asks for.',
    ],
    tags: ['jute', 'sustainability', 'eco-friendly', 'storage'],
    readTimeMinutes: 6,
    likes: 143,
    comments: 21,
    publishedAt: '2024-01-18',
  },
];
