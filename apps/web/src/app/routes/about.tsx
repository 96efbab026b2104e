import { PageHeader } from '../../components/page-header';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { GetInTouch, JoinUs } from '../about/get-in-touch';
import { OurImpact } from '../about/impact';
import { OurProducts } from '../about/products';
import { OurMission, OurStory, OurVision, WhoWeAre } from '../about/story';
import { OurValues } from '../about/values';

export default function AboutPage() {
  return (
    <>
      <PageMeta {...PAGE_TEXT.about} />
      <PageHeader
        title="About Us"
        subtitle="Handmade in India, by the hands that have shaped its crafts for generations."
      />
      <OurStory />
      <OurMission />
      <OurValues />
      <WhoWeAre />
      <OurImpact />
      <OurVision />
      <OurProducts />
      <GetInTouch />
      <JoinUs />
    </>
  );
}
