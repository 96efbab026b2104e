/**
 * The carriers Indian shops hand parcels to, and where each lets a shopper follow a parcel. When
 * staff ship with one of these and give no tracking link, the shop builds it from the pattern;
 * any other carrier can be typed in, with its link given by hand.
 */
export interface Carrier {
  name: string;
  /** The carrier's tracking page for one parcel; `{number}` is the tracking number. */
  trackingUrl: string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    name: 'India Post',
    trackingUrl:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber={number}',
  },
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{number}' },
  {
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}',
  },
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.in/trace.asp?strCnno={number}' },
  { name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{number}' },
  {
    name: 'Xpressbees',
    trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}',
  },
  { name: 'Shadowfax', trackingUrl: 'https://tracker.shadowfax.in/#/track?awb={number}' },
  { name: 'Ecom Express', trackingUrl: 'https://ecomexpress.in/tracking/?awb_field={number}' },
];

/** Letters and digits only, lower case: "Blue Dart", "bluedart" and "BLUE-DART" are one carrier. */
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The known carrier a typed name stands for, if any. */
export function findCarrier(name: string): Carrier | undefined {
  const wanted = key(name);
  return wanted ? CARRIERS.find((carrier) => key(carrier.name) === wanted) : undefined;
}

/**
 * A tracking number as carriers read it: waybills are printed in groups ("DL 9988-7766") but
 * looked up without the spaces and dashes between them.
 */
export function normaliseTrackingNumber(trackingNumber: string): string {
  return trackingNumber.replace(/[\s-]+/g, '');
}

/** The tracking page of a parcel with a known carrier; undefined for other carriers. */
export function carrierTrackingUrl(
  carrierName: string,
  trackingNumber: string,
): string | undefined {
  const carrier = findCarrier(carrierName);
  return carrier?.trackingUrl.replace('{number}', () =>
    encodeURIComponent(normaliseTrackingNumber(trackingNumber)),
  );
}
