import { lazy } from 'react';
import { SHOP_NAME } from '@terracraft/shared/policy';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { Deferred } from '../../components/deferred';
import { PageMeta } from '../../components/page-meta';
import { ProductUnavailableNotice } from '../../features/catalogue';
import { FeatureCards } from '../home/feature-cards';
import { HeroSlider } from '../home/hero-slider';

// Below the first screen: its own chunk, hydrated after the rest (see lower-sections.tsx).
const LowerSections = lazy(() => import('../home/lower-sections'));

export default function HomePage() {
  return (
    <>
      <PageMeta {...PAGE_TEXT.home} />
      <h1 className="sr-only">{SHOP_NAME}: handmade crafts by Indian artisans</h1>
      <ProductUnavailableNotice />
      <HeroSlider />
      <FeatureCards />
      {/* Until they arrive, their room is kept, so that the footer does not show for a moment. */}
      <Deferred fallback={<div aria-hidden="true" className="min-h-screen" />}>
        <LowerSections />
      </Deferred>
    </>
  );
}
