import { ApproachSection } from './approach-section';
import { BenefitsStrip } from './benefits-strip';
import { CollectionSection } from './collection-section';
import { CustomerStories } from './customer-stories';
import { GlimpsesGallery } from './glimpses-gallery';
import { MoreProducts } from './more-products';
import { OurProducts } from './our-products';
import { QuoteSlider } from './quote-slider';
import { ShowcaseCards } from './showcase-cards';

/**
 * The home page below the slider and the feature cards, from Shop by Collection to the Approach.
 * None of it is on the first screen, so it arrives in its own chunk just after the page has
 * rendered, keeping the first load light. One element holds them: a part that is still loading
 * while the page hydrates keeps the server's markup of its first element only (decision 42).
 */
export default function LowerSections() {
  return (
    <div>
      <CollectionSection />
      <OurProducts />
      <BenefitsStrip />
      <MoreProducts />
      <ShowcaseCards />
      <QuoteSlider />
      <GlimpsesGallery />
      <CustomerStories />
      <ApproachSection />
    </div>
  );
}
