import { ListingPage } from '../catalogue/listing-page';

export default function BestsellersPage() {
  return (
    <ListingPage
      list="bestsellers"
      page="bestsellers"
      subtitle="The handmade pieces our customers order most."
      ownSort="bestSelling"
    />
  );
}
