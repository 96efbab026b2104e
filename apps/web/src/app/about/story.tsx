import { Quote } from 'lucide-react';
import { BUSINESS } from '@terracraft/shared/policy';
import { Section, TextWithImage } from './section';

const { founded } = BUSINESS;

/** How the shop began, and how it still buys. */
export function OurStory() {
  return (
    <Section id="our-story" eyebrow={`Since ${founded}`} title="Our Story">
      <TextWithImage
        image={{
          src: '/media/about/our-story',
          alt: 'An artisan shaping a terracotta pot on a hand-turned wheel',
        }}
      >
        <p>
          TerraCraft began in {founded} in Ranchi, with a few weekend trips to the bamboo-weaving
          villages of the Chota Nagpur plateau. The baskets and lamps we saw there were beautiful,
          sturdy and made entirely by hand, yet the weavers who made them were selling to traders
          for a fraction of what the same pieces fetched in city shops.
        </p>
        <p>
          We started by buying directly from a handful of families and selling online to friends.
          Word travelled. Within a year we were working with terracotta potters in Bankura, jute
          weavers in West Bengal and a macrame collective of women in our own state.
        </p>
        <p>
          Today TerraCraft is the home of hundreds of artisans and their work, but the way we buy
          has not changed: we visit, we agree a fair price with the maker, and we pay before the
          piece leaves the village.
        </p>
      </TextWithImage>
    </Section>
  );
}

/** What the shop is for. */
export function OurMission() {
  return (
    <Section id="our-mission" title="Our Mission" tone="tinted">
      <div className="mx-auto max-w-3xl text-center">
        <Quote className="mx-auto size-10 text-clay-300" aria-hidden="true" />
        <p className="mt-4 font-display text-2xl leading-snug text-clay-800 md:text-3xl">
          To bring the finest handmade crafts of India into everyday homes, and to make sure the
          hands that made them are paid fairly for their skill.
        </p>
        <p className="mt-6 leading-relaxed text-clay-700">
          Handicrafts are not museum pieces. A bamboo lamp should light a reading corner; a
          terracotta vase should hold flowers from the market. When crafts are used every day, they
          are bought every day, and the artisans who keep these traditions alive can make a living
          from them.
        </p>
      </div>
    </Section>
  );
}

/** The team and the artisans it works with. */
export function WhoWeAre() {
  return (
    <Section id="who-we-are" title="Who We Are" tone="tinted">
      <TextWithImage
        reverse
        image={{
          src: '/media/about/artisans',
          alt: 'A group of artisans weaving jute and bamboo together in a village courtyard',
        }}
      >
        <p>
          We are a small team in Ranchi — craft researchers, designers, photographers and the people
          who pack your parcel — working with more than 500 artisans in Jharkhand, West Bengal,
          Odisha, Assam, Uttar Pradesh and Rajasthan.
        </p>
        <p>
          Our designers spend weeks each year in the craft clusters. Together with the artisans,
          they adapt traditional forms for modern homes: a storage basket sized for a bookshelf, a
          lamp shade that fits a standard holder, a planter with a drainage hole. The technique and
          the hand stay the artisan’s own.
        </p>
        <p>
          Many of our makers are women who weave and paint at home between farm work and family.
          Steady orders let them plan a year ahead, send children to school and pass their skill on
          rather than leave it behind.
        </p>
      </TextWithImage>
    </Section>
  );
}

/** Where the shop is going. */
export function OurVision() {
  return (
    <Section id="our-vision" title="Our Vision" tone="tinted">
      <TextWithImage
        image={{
          src: '/media/about/our-vision',
          alt: 'A bright living room furnished with handmade bamboo, jute and terracotta pieces',
        }}
      >
        <p>
          We imagine an India where a handmade piece is the first choice, not the expensive
          exception: where a family furnishing a new flat reaches for a cane chair from Assam or a
          jute rug from Bengal as easily as for anything made in a factory.
        </p>
        <p>
          Getting there means making crafts easy to find, fairly priced and delivered to the door
          anywhere in the country — and telling the stories of the people behind them, so that every
          purchase feels like meeting the maker.
        </p>
        <p>
          In the years ahead we want to reach more craft clusters, train young artisans in design
          and photography so they can sell under their own names, and keep every package we send
          free of plastic.
        </p>
      </TextWithImage>
    </Section>
  );
}
