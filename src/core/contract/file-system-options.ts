import { IConstruct } from 'constructs';
import { FileSystemPerformanceClass, FileSystemStorageOptions } from '../model-storage-options';
import { requireEnumMember, requireLiteralString } from './identifiers';
import { requireLiteralBoolean } from './numbers';

/**
 * The new file system's options, on any platform that builds one (`ModelStorage.fileSystem()`): the
 * platform decides by them at synth (the performance class picks the file system type and its warning,
 * `encrypted: false` turns encryption off), so a token or a value outside the type (plain JavaScript)
 * would be read as the default or written unchecked. The owner IDs and the mount target are the
 * platform's own rules.
 */
export function checkFileSystemOptions(scope: IConstruct, options: FileSystemStorageOptions): void {
  const code = 'GPUM-STORAGE-FILE-SYSTEM-OPTION';
  requireLiteralString(scope, code, 'storage.performanceClass', options.performanceClass, 'the file system type is chosen at synth');
  requireEnumMember(scope, code, 'storage.performanceClass', options.performanceClass, FileSystemPerformanceClass, {
    enumName: 'FileSystemPerformanceClass',
    notMember: 'not a file system performance class',
    showValues: true,
  });
  requireLiteralBoolean(scope, code, 'storage.encrypted', options.encrypted, 'encryption is decided at synth');
}
