import { UnscopedValidationError } from '../errors';
import type { IGpuPlatform } from './gpu-platform-descriptor';

interface Registration {
  readonly load: () => IGpuPlatform;
  descriptor?: IGpuPlatform;
}

/** The registered platforms by ID, in the order they were registered. */
const REGISTRY = new Map<string, Registration>();

/**
 * Registers a platform. The package root registers the three built-in platforms and each platform's
 * subpath registers itself; registering an ID again keeps the first registration (a subpath and the
 * root register the same descriptor).
 *
 * @param id the platform's ID (`alicloud-fc`), the same as the descriptor's
 * @param load returns the descriptor; called on the first lookup, so that registering loads nothing
 */
export function registerPlatform(id: string, load: () => IGpuPlatform): void {
  if (REGISTRY.has(id)) return;
  REGISTRY.set(id, { load });
}

/** The platform registered under an ID, or undefined. */
export function findPlatform(id: string): IGpuPlatform | undefined {
  const registration = REGISTRY.get(id);
  if (!registration) return undefined;
  registration.descriptor ??= registration.load();
  return registration.descriptor;
}

/**
 * The platform registered under an ID.
 * @throws UnscopedValidationError `GPUM-PLATFORM-UNREGISTERED` when none is
 */
export function requirePlatform(id: string): IGpuPlatform {
  const platform = findPlatform(id);
  if (!platform) {
    const fix = "Import the library's root (cdktf-gpu-models) or the platform's subpath (cdktf-gpu-models/<platform>) before using it";
    throw new UnscopedValidationError(
      'GPUM-PLATFORM-UNREGISTERED',
      `no platform is registered as "${id}". Registered: ${registeredPlatformIds().join(', ') || 'none'}. ${fix}`,
      { property: 'platform', value: id, fix },
    );
  }
  return platform;
}

/** The IDs of the registered platforms, in registration order. Loads none of them. */
export function registeredPlatformIds(): string[] {
  return [...REGISTRY.keys()];
}

/** Every registered platform, in registration order (loads their descriptors, not their constructs). */
export function registeredPlatforms(): IGpuPlatform[] {
  return registeredPlatformIds().map((id) => findPlatform(id) as IGpuPlatform);
}
