import { ListingPage } from '../catalogue/listing-page';

export default function TrendingPage() {
  return (
    <ListingPage
      list="trending"
      page="trending"
      subtitle="What shoppers across India are choosing this week."
      ownSort="trending"
    />
  );
}
