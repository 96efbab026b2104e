import { ListingPage } from '../catalogue/listing-page';

export default function NewArrivalsPage() {
  return (
    <ListingPage
      list="new-arrivals"
      page="newArrivals"
      subtitle="Fresh from the workshops of our artisans."
      ownSort="latest"
    />
  );
}
