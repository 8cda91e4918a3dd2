/**
 * The zones of the regions Cloud Run offers GPUs in, from Compute Engine's "Regions and zones" page
 * (https://cloud.google.com/compute/docs/regions-zones). Cloud Run does not pin an instance to a
 * zone, so a zonal resource that serves the workload (a Rapid Cache) goes in every zone of its
 * region. A region missing here is not an error: the user names its zones.
 */
const REGION_ZONES: Record<string, readonly string[]> = {
  'us-central1': ['us-central1-a', 'us-central1-b', 'us-central1-c', 'us-central1-f'],
  'us-east4': ['us-east4-a', 'us-east4-b', 'us-east4-c'],
  'europe-west1': ['europe-west1-b', 'europe-west1-c', 'europe-west1-d'],
  'europe-west4': ['europe-west4-a', 'europe-west4-b', 'europe-west4-c'],
  'asia-southeast1': ['asia-southeast1-a', 'asia-southeast1-b', 'asia-southeast1-c'],
  'asia-south1': ['asia-south1-a', 'asia-south1-b', 'asia-south1-c'],
  'asia-south2': ['asia-south2-a', 'asia-south2-b', 'asia-south2-c'],
};

/** The page the zone table comes from, for messages. */
export const ZONES_SOURCE = 'https://cloud.google.com/compute/docs/regions-zones';

/** The zones of a region, or `undefined` when the catalogue does not list the region. */
export function regionZones(region: string): readonly string[] | undefined {
  return REGION_ZONES[region];
}

/** The regions the catalogue lists. */
export function cataloguedRegions(): string[] {
  return Object.keys(REGION_ZONES);
}
