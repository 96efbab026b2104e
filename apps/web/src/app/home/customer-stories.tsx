import { Quote } from 'lucide-react';
import { CarouselArrow } from '../../components/carousel/carousel-controls';
import { useCarousel } from '../../components/carousel/use-carousel';
import { SectionHeading } from '../../components/section-heading';

/** Spec §9: five testimonials, three a page, wrapping at both ends. */
const STORIES_PER_PAGE = 3;

const TESTIMONIALS = [
  {
    name: 'Ananya Iyer',
    role: 'Interior designer, Chennai',
    quote:
      'The bamboo pendant lamps are even lovelier in person. My clients always ask where they are from.',
  },
  {
    name: 'Rohit Malhotra',
    role: 'Homeowner, Gurugram',
    quote:
      'Ordered a jute laundry bin and two storage boxes. Sturdy, beautifully finished and delivered in four days.',
  },
  {
    name: 'Fatima Sheikh',
    role: 'Teacher, Pune',
    quote:
      'I gave the terracotta vases as Diwali gifts and every single one was admired. Packed with real care.',
  },
  {
    name: 'Karthik Reddy',
    role: 'Café owner, Hyderabad',
    quote:
      'Our café is full of TerraCraft cane lamps now. Customers love them, and I love that the makers are paid fairly.',
  },
  {
    name: 'Priya Nair',
    role: 'Architect, Kochi',
    quote:
      'Honest materials, honest prices and pieces with a story. It is the first place I look for gifts now.',
  },
] as const;

/** The testimonials, three to a page. */
const PAGES = Array.from({ length: Math.ceil(TESTIMONIALS.length / STORIES_PER_PAGE) }, (_, page) =>
  TESTIMONIALS.slice(page * STORIES_PER_PAGE, (page + 1) * STORIES_PER_PAGE),
);

export function CustomerStories() {
  // Moved by hand only: no autoplay.
  const [viewportRef, carousel] = useCarousel({ options: { watchDrag: false } });
  return (
    <section aria-labelledby="stories-heading" className="bg-clay-100/70 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="stories-heading"
          title="Customer Stories"
          subtitle="What shoppers across India say about their pieces."
        />
        <div ref={viewportRef} aria-live="polite" className="overflow-hidden">
          <div className="flex items-start">
            {PAGES.map((stories, page) => (
              <ul
                key={page}
                aria-hidden={page !== carousel.selected}
                inert={page !== carousel.selected}
                className="grid min-w-0 shrink-0 grow-0 basis-full gap-6 md:grid-cols-3"
              >
                {stories.map((story) => (
                  <li key={story.name}>
                    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-clay-100">
                      <Quote className="size-8 text-clay-300" aria-hidden="true" />
                      <blockquote className="mt-3 flex-1 leading-relaxed text-clay-800">
                        <p>{story.quote}</p>
                      </blockquote>
                      <figcaption className="mt-5">
                        <span className="block font-semibold text-clay-900">{story.name}</span>
                        <span className="block text-sm text-clay-600">{story.role}</span>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
        <div className="mt-8 flex min-h-10 items-center justify-center gap-4">
          {carousel.ready ? (
            <CarouselArrow
              direction="previous"
              label="Previous stories"
              onClick={carousel.previous}
              variant="inline"
            />
          ) : null}
          <span className="text-sm text-clay-700">
            Page {carousel.selected + 1} of {PAGES.length}
          </span>
          {carousel.ready ? (
            <CarouselArrow
              direction="next"
              label="Next stories"
              onClick={carousel.next}
              variant="inline"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
