import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { Construct } from 'constructs';
import { KEPT_GENERATIONS, PRUNE_GRACE_HOURS } from '../core/compile-cache/compile-cache-wrapper';
import { EngineCompileCache } from '../core/engine';
import { recordCompileCache } from '../core/model-metadata';
import { PolicyStatement, policyDocument } from './iam-policy';
import { listPrefix } from './pod-identity';
import { K8sObject } from './workload-manifests';

/** The pod's volume the compile cache is restored into. */
export const COMPILE_CACHE_VOLUME = 'compile-cache';
/** The emptyDir's limit: vLLM's compile cache for one configuration is tens to hundreds of MB. */
const COMPILE_CACHE_SIZE_LIMIT = '10Gi';
/** The listing the restore leaves beside the cache, which the write-back compares against. */
const RESTORED_LISTING = '.gpum-restored-listing';

/**
 * Restore: read the `CURRENT` pointer, then copy the generation it names. No pointer (the first
 * instance) or a failed read is a cold start, never a failed pod. The pointer is written last, so a
 * generation it names is complete.
 */
const RESTORE_SCRIPT = [
  'set -u',
  'mkdir -p "$CACHE_DIR"',
  'if gen=$(aws s3 cp --only-show-errors "$CACHE_URI/CURRENT" - 2>/dev/null) && [ -n "$gen" ]; then',
  '  echo "restoring compile cache generation $gen from $CACHE_URI"',
  '  aws s3 cp --recursive --only-show-errors "$CACHE_URI/generations/$gen/" "$CACHE_DIR/" || { echo "restore failed: starting cold"; rm -rf "$CACHE_DIR"; mkdir -p "$CACHE_DIR"; }',
  'else',
  '  echo "no compile cache at $CACHE_URI yet: starting cold"',
  'fi',
  '(cd "$CACHE_DIR" && find . -type f | sort) > "$CACHE_DIR/../' + RESTORED_LISTING + '"',
].join('\n');

/**
 * Old generations: keep the newest few (their names start with their UTC time), the one `CURRENT`
 * names and those younger than the grace period, as the wrapper of the other platforms does
 * (`KEPT_GENERATIONS`, `PRUNE_GRACE_HOURS`). A pod still copying a
 * pruned one falls back to a cold start, never a failed one.
 */
const PRUNE_FUNCTION = [
  'prune() {',
  `  cutoff=$(date -u -d "-${PRUNE_GRACE_HOURS} hours" +%Y%m%dT%H%M%SZ 2>/dev/null) || return 0`,
  '  cur=$(aws s3 cp --only-show-errors "$CACHE_URI/CURRENT" - 2>/dev/null)',
  `  aws s3 ls "$CACHE_URI/generations/" 2>/dev/null | awk '$1 == "PRE" { sub("/$", "", $2); print $2 }' | grep -E "^[0-9]{8}T[0-9]{6}Z-[A-Za-z0-9._-]+$" | sort -r | tail -n +${KEPT_GENERATIONS + 1} | while read -r old; do`,
  '    if [ "$old" != "$cur" ] && [[ "$old" < "$cutoff" ]] && aws s3 rm --recursive --only-show-errors "$CACHE_URI/generations/$old/"; then echo "pruned compile cache generation $old"; fi',
  '  done',
  '}',
].join('\n');

/**
 * Write-back: wait until the engine answers its health check (compile and graph capture are done),
 * then, only when the engine wrote files the restore did not bring, upload a new generation and
 * point `CURRENT` at it. Then idle: the container lives as long as the pod. bash's /dev/tcp needs
 * no curl in the image.
 */
const WRITE_BACK_SCRIPT = [
  'set -u',
  PRUNE_FUNCTION,
  // In a subshell: a refused connection fails the probe, not the script.
  'healthy() { ( exec 3<>"/dev/tcp/127.0.0.1/$ENGINE_PORT" && printf \'GET %s HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n\' "$HEALTH_PATH" >&3 && head -n 1 <&3 | grep -q " 200 " ) 2>/dev/null; }',
  'until healthy; do sleep 10; done',
  'now=$(cd "$CACHE_DIR" && find . -type f | sort)',
  'if [ "$now" = "$(cat "$CACHE_DIR/../' + RESTORED_LISTING + '" 2>/dev/null)" ]; then',
  '  echo "compile cache unchanged: nothing to write back"',
  'else',
  '  gen="$(date -u +%Y%m%dT%H%M%SZ)-$(printf "%s" "$HOSTNAME" | tr -cd "A-Za-z0-9._-")"',
  '  if aws s3 cp --recursive --only-show-errors "$CACHE_DIR/" "$CACHE_URI/generations/$gen/" && printf "%s" "$gen" | aws s3 cp --only-show-errors - "$CACHE_URI/CURRENT"; then',
  '    prune; echo "wrote compile cache generation $gen"',
  '  else',
  '    echo "write-back failed: the next instance restores the previous generation"',
  '  fi',
  'fi',
  'exec sleep infinity',
].join('\n');

/** The marker files the warm-up's write-back leaves beside the cache for the engine's wrapper. */
const WARM_UP_DONE = '.gpum-warm-up-done';
const WARM_UP_FAILED = '.gpum-warm-up-failed';

/**
 * The warm-up Job's write-back: as the sidecar's, but it ends. It always leaves a marker the
 * engine's wrapper waits for, so the engine stops and the Job completes (or fails, visibly, when the
 * upload failed).
 */
const WARM_UP_WRITE_BACK_SCRIPT = [
  'set -u',
  PRUNE_FUNCTION,
  'healthy() { ( exec 3<>"/dev/tcp/127.0.0.1/$ENGINE_PORT" && printf \'GET %s HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n\' "$HEALTH_PATH" >&3 && head -n 1 <&3 | grep -q " 200 " ) 2>/dev/null; }',
  'until healthy; do sleep 10; done',
  'now=$(cd "$CACHE_DIR" && find . -type f | sort)',
  'if [ "$now" = "$(cat "$CACHE_DIR/../' + RESTORED_LISTING + '" 2>/dev/null)" ]; then',
  '  echo "compile cache already warm: nothing to write back"',
  'else',
  '  gen="$(date -u +%Y%m%dT%H%M%SZ)-$(printf "%s" "$HOSTNAME" | tr -cd "A-Za-z0-9._-")"',
  '  if ! { aws s3 cp --recursive --only-show-errors "$CACHE_DIR/" "$CACHE_URI/generations/$gen/" && printf "%s" "$gen" | aws s3 cp --only-show-errors - "$CACHE_URI/CURRENT"; }; then',
  '    echo "warm-up write-back failed"; touch "$CACHE_DIR/../' + WARM_UP_FAILED + '"; exit 1',
  '  fi',
  '  prune; echo "wrote compile cache generation $gen"',
  'fi',
  'touch "$CACHE_DIR/../' + WARM_UP_DONE + '"',
].join('\n');

/**
 * The engine in the warm-up Job: started in the background, stopped once the write-back left its
 * marker. An engine that exits first fails the Job; so does a failed write-back.
 */
const WARM_UP_ENGINE_SCRIPT = [
  '"$@" &',
  'engine=$!',
  // $0 is the directory the write-back leaves its marker in (the cache volume's root).
  'markers="$0"',
  'while [ ! -e "$markers/' + WARM_UP_DONE + '" ] && [ ! -e "$markers/' + WARM_UP_FAILED + '" ]; do',
  '  if ! kill -0 "$engine" 2>/dev/null; then wait "$engine"; echo "the engine exited before the warm-up finished"; exit 1; fi',
  '  sleep 5',
  'done',
  'kill -TERM "$engine"; wait "$engine"',
  '[ -e "$markers/' + WARM_UP_DONE + '" ]',
].join('\n');

/**
 * The warm-up Job's engine command: the preset's command line, unchanged, run by a POSIX `sh`
 * wrapper (the vLLM and SGLang images have one) that stops it once the cache is written back.
 */
export function warmUpEngineCommand(cache: EngineCompileCache, command: readonly string[], args: readonly string[]): string[] {
  return ['/bin/sh', '-c', WARM_UP_ENGINE_SCRIPT, cacheVolumeRoot(cache), ...command, ...args];
}

/** The directory the cache volume is mounted at: the parent of the engine's cache directory. */
function cacheVolumeRoot(cache: EngineCompileCache): string {
  return cache.directory.replace(/\/[^/]+$/, '') || '/';
}

/** What the pod needs for the compile cache. */
export interface CompileCachePod {
  readonly volume: K8sObject;
  readonly serverMount: K8sObject;
  readonly restore: K8sObject;
  readonly writeBack: K8sObject;
  /** The warm-up Job's write-back, which ends once the cache is written. */
  readonly warmUpWriteBack: K8sObject;
}

/** The restore init container, the write-back sidecar, the emptyDir and the serving container's mount. */
export function compileCachePod(props: {
  readonly cache: EngineCompileCache;
  /** `s3://bucket/<key>` */
  readonly uri: string;
  readonly region: string;
  readonly image: string;
  readonly port: number;
  readonly healthPath: string;
}): CompileCachePod {
  const parent = cacheVolumeRoot(props.cache);
  const mount = { name: COMPILE_CACHE_VOLUME, mountPath: parent };
  const env = [
    { name: 'CACHE_URI', value: props.uri },
    { name: 'CACHE_DIR', value: props.cache.directory },
    { name: 'AWS_REGION', value: props.region },
  ];
  const resources = { requests: { cpu: '50m', memory: '128Mi' }, limits: { memory: '512Mi' } };
  return {
    volume: { name: COMPILE_CACHE_VOLUME, emptyDir: { sizeLimit: COMPILE_CACHE_SIZE_LIMIT } },
    serverMount: { name: COMPILE_CACHE_VOLUME, mountPath: parent },
    restore: {
      name: 'restore-compile-cache',
      image: props.image,
      command: ['/bin/bash', '-c', RESTORE_SCRIPT],
      env,
      volumeMounts: [mount],
      resources,
    },
    writeBack: {
      name: 'write-compile-cache',
      image: props.image,
      command: ['/bin/bash', '-c', WRITE_BACK_SCRIPT],
      env: [...env, { name: 'ENGINE_PORT', value: String(props.port) }, { name: 'HEALTH_PATH', value: props.healthPath }],
      volumeMounts: [mount],
      resources,
    },
    warmUpWriteBack: {
      name: 'write-compile-cache',
      image: props.image,
      command: ['/bin/bash', '-c', WARM_UP_WRITE_BACK_SCRIPT],
      env: [...env, { name: 'ENGINE_PORT', value: String(props.port) }, { name: 'HEALTH_PATH', value: props.healthPath }],
      volumeMounts: [mount],
      resources,
    },
  };
}

/**
 * The CompileCacheWriter policy on the workload's Pod Identity role: list, read and write under the
 * cache's key only. The model's prefix keeps its read-only policy; this one names no object of it.
 */
export function compileCacheWriter(scope: Construct, role: IamRole, bucketArn: string, key: string, kmsKeyArn?: string): IamRolePolicy {
  const statements: PolicyStatement[] = [
    listPrefix('ListCompileCache', bucketArn, key),
    // Delete: the write-back prunes old generations under the key.
    {
      Sid: 'ReadWriteCompileCache',
      Effect: 'Allow',
      Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      Resource: `${bucketArn}/${key}/*`,
    },
  ];
  if (kmsKeyArn) {
    statements.push({ Sid: 'EncryptCompileCache', Effect: 'Allow', Action: ['kms:Decrypt', 'kms:GenerateDataKey'], Resource: kmsKeyArn });
  }
  const policy = new IamRolePolicy(scope, 'CompileCacheWriterPolicy', {
    name: 'write-compile-cache',
    role: role.name,
    policy: policyDocument(statements),
  });
  // The grant check accepts its writes under this key, and nowhere else.
  recordCompileCache(policy, key);
  return policy;
}
