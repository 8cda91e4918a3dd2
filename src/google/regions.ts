/**
 * Google Cloud's regions, from Compute Engine's "Regions and zones" page
 * (https://cloud.google.com/compute/docs/regions-zones), as of 2025, checked against Cloud Run's
 * locations page (https://cloud.google.com/run/docs/locations): its tier 1 and tier 2 lists name
 * 40 regions, all of them here; europe-north2 (Stockholm) is in Google's newer product location
 * lists (Infrastructure Manager's, for one) and northamerica-south1 (Querétaro) in Compute
 * Engine's, not yet in the Cloud Run page's copy read. The location rule uses them
 * only to name the region a misspelled one was meant to be (`us-centrall1`: did you mean
 * us-central1?): a well-formed region missing here is left to the cloud, since the list may be
 * behind it, and a region that differs from a listed one only in its number is taken as new, not
 * as a typo. Which regions offer GPUs is the GPU catalogue's concern (gpu-type.ts).
 */
export const GOOGLE_CLOUD_REGIONS: readonly string[] = [
  'africa-south1',
  'asia-east1',
  'asia-east2',
  'asia-northeast1',
  'asia-northeast2',
  'asia-northeast3',
  'asia-south1',
  'asia-south2',
  'asia-southeast1',
  'asia-southeast2',
  'australia-southeast1',
  'australia-southeast2',
  'europe-central2',
  'europe-north1',
  'europe-north2',
  'europe-southwest1',
  'europe-west1',
  'europe-west2',
  'europe-west3',
  'europe-west4',
  'europe-west6',
  'europe-west8',
  'europe-west9',
  'europe-west10',
  'europe-west12',
  'me-central1',
  'me-central2',
  'me-west1',
  'northamerica-northeast1',
  'northamerica-northeast2',
  'northamerica-south1',
  'southamerica-east1',
  'southamerica-west1',
  'us-central1',
  'us-east1',
  'us-east4',
  'us-east5',
  'us-south1',
  'us-west1',
  'us-west2',
  'us-west3',
  'us-west4',
];
