import { ApproachSection } from './approach-section';
import { CustomerStories } from './customer-stories';
import { GlimpsesGallery } from './glimpses-gallery';
import { QuoteSlider } from './quote-slider';
import { ShowcaseCards } from './showcase-cards';

/**
 * The home page after More Products: the three large cards, quotes, Glimpses, Customer Stories
 * and the Approach. They are far below the fold, so they arrive in their own chunk just after the
 * page has rendered, keeping the first load light.
 */
export default function ClosingSections() {
  return (
    <>
      <ShowcaseCards />
      <QuoteSlider />
      <GlimpsesGallery />
      <CustomerStories />
      <ApproachSection />
    </>
  );
}
