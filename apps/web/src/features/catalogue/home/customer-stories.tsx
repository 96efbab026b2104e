import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { useCycle } from './use-cycle';

/** Spec §9: five testimonials, three a page, wrapping at both ends. */
export const STORIES_PER_PAGE = 3;

export const TESTIMONIALS = [
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

export function CustomerStories() {
  const pages = Math.ceil(TESTIMONIALS.length / STORIES_PER_PAGE);
  // Moved by hand only: no interval.
  const { index: page, next, previous } = useCycle(pages);
  const shown = TESTIMONIALS.slice(page * STORIES_PER_PAGE, (page + 1) * STORIES_PER_PAGE);
  return (
    <section aria-labelledby="stories-heading" className="bg-clay-100/70 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="stories-heading"
          title="Customer Stories"
          subtitle="What shoppers across India say about their pieces."
        />
        <ul aria-live="polite" className="grid gap-6 md:grid-cols-3">
          {shown.map((story) => (
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
        <div className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={previous}
            aria-label="Previous stories"
            className="flex size-10 items-center justify-center rounded-full bg-white text-clay-800 shadow hover:bg-clay-700 hover:text-white"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <span className="text-sm text-clay-700">
            Page {page + 1} of {pages}
          </span>
          <button
            type="button"
            onClick={next}
            aria-label="Next stories"
            className="flex size-10 items-center justify-center rounded-full bg-white text-clay-800 shadow hover:bg-clay-700 hover:text-white"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
