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
 * None of it is on the first screen, so it arrives in its own chunk just after the page's, keeping
 * the first load light; on a page the server rendered, React hydrates it after the rest.
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
