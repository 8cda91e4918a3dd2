/** The strategies the advice ranks. Several map to the same `ModelStorage` kind with different settings. */
export enum StorageStrategyId {
  /** The model baked into the serving image. */
  CONTAINER_IMAGE = 'container-image',
  /** The model in the image, pulled onto every GPU node ahead of the pods by a DaemonSet (EKS). */
  CONTAINER_IMAGE_PRE_PULLED = 'container-image-pre-pulled',
  /** The model in the image, cached on an EBS snapshot that new nodes boot with (EKS). */
  CONTAINER_IMAGE_SNAPSHOT = 'container-image-snapshot',
  /** A shared NFS file system: Alibaba Performance NAS. */
  FILE_SYSTEM = 'file-system',
  /** The bucket mounted read-only (OSS mount, Cloud Storage FUSE, Mountpoint for S3). */
  OBJECT_STORAGE_MOUNT = 'object-storage-mount',
  /** The bucket mounted through the zone-local OSS accelerator (Alibaba). */
  OBJECT_STORAGE_MOUNT_ACCELERATED = 'object-storage-mount-accelerated',
  /** A parallel copy from the bucket before the server starts. */
  DOWNLOAD_AT_START = 'download-at-start',
  /** The serving engine streams the weights from the bucket into GPU memory (Run:ai Model Streamer). */
  OBJECT_STORAGE_STREAM = 'object-storage-stream',
  /** The serving process fetches the model from a public URL. */
  INTERNET = 'internet',
}
